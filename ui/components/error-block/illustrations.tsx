/**
 * Decorative pictures of the error screens (spec 2): static files in each brand's colours, chosen by the stylesheet
 * for the store's theme (content.css); the box has its size before the file arrives, and the text says everything.
 */
const Illustration = ({ name }: { name: 'not-found' | 'empty-cart' | 'client-error' | 'server-error' }) => (
  <span className="error-illustration" data-illustration={name} aria-hidden="true" />
);

export const NotFoundIllustration = () => <Illustration name="not-found" />;
/** An empty basket: an empty cart is not a missing page, so it never shows the 404 picture. */
export const EmptyCartPicture = () => <Illustration name="empty-cart" />;
export const ClientErrorPicture = () => <Illustration name="client-error" />;
export const ServerErrorPicture = () => <Illustration name="server-error" />;
