import type { ConsentModeSink } from '../../core/storefront/session/consent-mode.port.ts';

export type DataLayerWindow = { dataLayer?: unknown[] };

/** gtag() as Google documents it: gtag.js only runs commands pushed as `arguments` objects, not arrays. */
export const gtagOf = (win: DataLayerWindow) =>
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores plain arrays
    (win.dataLayer ??= []).push(arguments);
  };

/** Consent Mode signals as `gtag('consent', 'default' | 'update', signals)` on the page's dataLayer. */
export const dataLayerConsentMode = (win: DataLayerWindow): ConsentModeSink => {
  const gtag = gtagOf(win);
  return { push: (command, signals) => gtag('consent', command, { ...signals }) };
};
