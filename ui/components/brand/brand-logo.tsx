/**
 * Both brands' logos: the stylesheet shows the one of the store's theme (data-brand on <html>), so the logo is
 * right in the first paint with no script, and the other one is display:none, hidden from assistive technology too.
 */
export const BrandLogo = () => (
  <>
    <span className="brand-logo" data-logo="estampa">
      <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="3" y="3" width="26" height="26" rx="6" transform="rotate(-8 16 16)" />
        <circle className="brand-mark-detail" cx="12" cy="12" r="3.5" />
        <path className="brand-mark-detail" d="M7 23c4-6 7-6 10-2.5s5 2 8-2.5v6.5H7z" />
      </svg>
      <span className="brand-name">Estampa</span>
    </span>
    <span className="brand-logo" data-logo="tintazul">
      <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2.5c5.5 7.3 10 12.6 10 18a10 10 0 0 1-20 0c0-5.4 4.5-10.7 10-18z" />
        <path
          className="brand-mark-detail"
          d="M11.5 21a4.5 4.5 0 0 0 4.5 4.5"
          fill="none"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="brand-name">tintazul</span>
    </span>
  </>
);
