import { useTexts } from '../../app/use-texts.ts';
import { useHydrated } from '../../app/use-hydrated.ts';

export type ConsentBannerProps = {
  readonly busy: boolean;
  readonly failed: boolean;
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onPreferences: () => void;
};

/** Asks for consent without blocking the page: a labelled region, equal weight for accepting and rejecting. */
export const ConsentBanner = ({ busy, failed, onAcceptAll, onRejectAll, onPreferences }: ConsentBannerProps) => {
  const { t } = useTexts();
  // The server draws the banner; its answers need the page's code, so they wait for hydration.
  const hydrated = useHydrated();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title">{t('consent.title')}</h2>
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
