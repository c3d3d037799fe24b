/**
 * Decorative pictures of the error screens (spec 2): static files in each brand's colours, chosen by the stylesheet
 * for the store's theme (content.css); the box has its size before the file arrives, and the text says everything.
 */
const Illustration = ({ name }: { name: 'not-found' | 'client-error' | 'server-error' }) => (
  <span className="error-illustration" data-illustration={name} aria-hidden="true" />
);

export const NotFoundIllustration = () => <Illustration name="not-found" />;
export const ClientErrorPicture = () => <Illustration name="client-error" />;
export const ServerErrorPicture = () => <Illustration name="server-error" />;
