/** Decorative pictures of the error screen; the text beside them says everything they show. */
export const NotFoundIllustration = () => (
  <svg className="error-illustration" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
    <rect x="20" y="30" width="90" height="70" rx="10" fill="#f5f3ef" stroke="#1d1d1f" strokeWidth="3" />
    <path d="M110 45h18a14 14 0 0 1 0 28h-18" fill="none" stroke="#1d1d1f" strokeWidth="3" />
    <text x="65" y="75" textAnchor="middle" fontSize="26" fontWeight="700" fill="#1d1d1f">
      404
    </text>
    <circle cx="185" cy="60" r="26" fill="none" stroke="#0b57d0" strokeWidth="4" />
    <path d="M204 79l18 18" stroke="#0b57d0" strokeWidth="6" strokeLinecap="round" />
  </svg>
);

/** An empty basket: an empty cart is not a missing page, so it never shows the 404 picture. */
export const EmptyCartPicture = () => (
  <svg className="error-illustration" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
    <path d="M60 30h20l14 52h70l12-38H88" fill="none" stroke="#1d1d1f" strokeWidth="4" strokeLinejoin="round" />
    <circle cx="104" cy="96" r="7" fill="#1d1d1f" />
    <circle cx="156" cy="96" r="7" fill="#1d1d1f" />
  </svg>
);

export const ClientErrorPicture = () => (
  <svg className="error-illustration" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
    <rect x="60" y="15" width="120" height="90" rx="8" fill="#f5f3ef" stroke="#1d1d1f" strokeWidth="3" />
    <path d="M95 45l50 40M145 45l-50 40" stroke="#b3261e" strokeWidth="6" strokeLinecap="round" />
  </svg>
);

export const ServerErrorPicture = () => (
  <svg className="error-illustration" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
    <rect x="70" y="20" width="100" height="30" rx="6" fill="#f5f3ef" stroke="#1d1d1f" strokeWidth="3" />
    <rect x="70" y="60" width="100" height="30" rx="6" fill="#f5f3ef" stroke="#1d1d1f" strokeWidth="3" />
    <circle cx="88" cy="35" r="5" fill="#b3261e" />
    <circle cx="88" cy="75" r="5" fill="#b3261e" />
    <path d="M185 30l20 -12M185 75l22 8" stroke="#1d1d1f" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
