/**
 * The store's logo: both brands' names are in the HTML and the stylesheet shows the theme's (data-brand on <html>)
 * with its mark, so the logo is right in the first paint with no script; the other name is hidden from everyone.
 */
export const BrandLogo = () => (
  <span className="brand-logo">
    <span className="brand-mark" />
    <span className="brand-name" data-name="estampa">
      Estampa
    </span>
    <span className="brand-name" data-name="tintazul">
      tintazul
    </span>
  </span>
);
