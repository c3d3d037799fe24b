/** Decorative pictures of the error screen, drawn in the theme's colours; the text beside them says everything. */
export const NotFoundIllustration = () => (
  <svg className="error-illustration" viewBox="0 0 240 140" width="240" height="140" aria-hidden="true">
    <ellipse className="ill-accent" cx="120" cy="124" rx="96" ry="10" />
    <rect className="ill-paper" x="34" y="34" width="100" height="84" rx="12" />
    <rect className="ill-ink" x="34" y="34" width="100" height="84" rx="12" strokeWidth="3" />
    <path className="ill-ink" d="M134 52h16a18 18 0 0 1 0 36h-16" strokeWidth="3" />
    <rect className="ill-primary" x="46" y="58" width="76" height="36" rx="6" />
    <text className="ill-paper" x="84" y="84" textAnchor="middle" fontSize="24" fontWeight="700">
      404
    </text>
    <path
      className="ill-ink"
      d="M62 22c0-8 8-8 8-16M84 22c0-8 8-8 8-16M106 22c0-8 8-8 8-16"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
    <circle className="ill-paper" cx="186" cy="74" r="24" />
    <circle className="ill-primary-line" cx="186" cy="74" r="24" strokeWidth="5" />
    <path className="ill-primary-line" d="M203 92l17 17" strokeWidth="8" strokeLinecap="round" />
  </svg>
);

export const ClientErrorPicture = () => (
  <svg className="error-illustration" viewBox="0 0 240 140" width="240" height="140" aria-hidden="true">
    <ellipse className="ill-accent" cx="120" cy="126" rx="90" ry="9" />
    <rect className="ill-paper" x="62" y="14" width="116" height="100" rx="8" />
    <rect className="ill-ink" x="62" y="14" width="116" height="100" rx="8" strokeWidth="3" />
    <rect className="ill-sunken" x="74" y="26" width="92" height="76" rx="4" />
    <path className="ill-danger-line" d="M100 44l40 40M140 44l-40 40" strokeWidth="7" strokeLinecap="round" />
  </svg>
);

export const ServerErrorPicture = () => (
  <svg className="error-illustration" viewBox="0 0 240 140" width="240" height="140" aria-hidden="true">
    <ellipse className="ill-accent" cx="120" cy="126" rx="90" ry="9" />
    <rect className="ill-paper" x="60" y="48" width="120" height="56" rx="10" />
    <rect className="ill-ink" x="60" y="48" width="120" height="56" rx="10" strokeWidth="3" />
    <rect className="ill-sunken" x="78" y="20" width="84" height="28" rx="3" />
    <path className="ill-ink" d="M78 48V20h84v28" strokeWidth="3" />
    <rect className="ill-paper" x="80" y="90" width="80" height="28" rx="2" />
    <path className="ill-ink" d="M80 90v28h80V90" strokeWidth="3" />
    <circle className="ill-primary" cx="160" cy="66" r="5" />
    <path
      className="ill-danger-line"
      d="M190 34l14-10M192 54l18 0M190 74l14 10"
      strokeWidth="4"
      strokeLinecap="round"
    />
  </svg>
);
