import { useTexts } from '../../app/use-texts.ts';
import { useHydrated } from '../../app/use-hydrated.ts';

export type ConsentBannerProps = {
  readonly busy: boolean;
  readonly failed: boolean;
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onPreferences: () => void;
};

/** Asks for consent without blocking the page: a region named by its title, equal weight for accepting and rejecting. */
export const ConsentBanner = ({ busy, failed, onAcceptAll, onRejectAll, onPreferences }: ConsentBannerProps) => {
  const { t } = useTexts();
  // The server draws the banner; its answers need the page's code, so they wait for hydration.
  const hydrated = useHydrated();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      {/* A title, not a heading: drawn before the page's h1, a heading would top the page's outline. */}
      <p id="consent-banner-title" className="consent-banner-title">
        {t('consent.title')}
      </p>
      <p>{t('consent.message')}</p>
      {failed ? <p role="alert">{t('consent.failed')}</p> : null}
      <div className="consent-actions">
        <button type="button" onClick={onAcceptAll} disabled={busy || !hydrated}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" onClick={onRejectAll} disabled={busy || !hydrated}>
          {t('consent.rejectAll')}
        </button>
        <button type="button" onClick={onPreferences} disabled={busy || !hydrated} aria-haspopup="dialog">
          {t('consent.preferences')}
        </button>
      </div>
    </section>
  );
};
