import { useEffect, useState } from 'react';
import type { OwnNewsletter } from '../../../core/storefront/community/community-gateway.port.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useOpenConsentPreferences } from '../../components/consent/consent-preferences-context.tsx';

const NS = 'accounts-profile';

type Shown =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'shown';
      readonly own: OwnNewsletter;
      /** The choice being sent, shown at once; null when nothing is on its way. */
      readonly asked: boolean | null;
      readonly failed: boolean;
    }
  | { readonly kind: 'failed' };

/** Whether the newsletter is wanted: asked for (waiting for its confirmation click) counts as wanted. */
const wanted = (own: OwnNewsletter) => own.status === 'pending' || own.status === 'confirmed';

/** The newsletter for the account's address (double opt-in, as on /newsletter) and the way back to the cookie choice. */
export const PreferencesSection = () => {
  const { t } = useTexts(NS);
  const { community } = useUseCases();
  const openConsent = useOpenConsentPreferences();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void community.ownNewsletter().match(
      (own) =>
        current && setShown(own === null ? { kind: 'failed' } : { kind: 'shown', own, asked: null, failed: false }),
      () => current && setShown({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [community]);

  const change = (subscribed: boolean) => {
    if (shown.kind !== 'shown') return;
    setShown({ ...shown, asked: subscribed, failed: false });
    void community.setOwnNewsletter(subscribed).match(
      (own) => setShown(own === null ? { ...shown, failed: true } : { kind: 'shown', own, asked: null, failed: false }),
      () => setShown({ ...shown, asked: null, failed: true }),
    );
  };

  return (
    <section className="account-card preferences-card" aria-labelledby="preferences-title">
      <h2 id="preferences-title">{t('preferences.title')}</h2>
      <h3>{t('preferences.newsletter')}</h3>
      {shown.kind === 'loading' ? <p>{t('preferences.loading')}</p> : null}
      {shown.kind === 'failed' ? <p role="alert">{t('preferences.loadFailed')}</p> : null}
      {shown.kind === 'shown' ? (
        <>
          <div className="form-check">
            <input
              id="preferences-newsletter"
              type="checkbox"
              checked={shown.asked ?? wanted(shown.own)}
              disabled={!hydrated || shown.asked !== null}
              aria-describedby="preferences-newsletter-status"
              onChange={(event) => change(event.target.checked)}
            />
            <label htmlFor="preferences-newsletter">{t('preferences.receive', { email: shown.own.email })}</label>
          </div>
          <p id="preferences-newsletter-status" role="status">
            {shown.failed ? t('preferences.failed') : t(`preferences.status.${shown.own.status}`)}
          </p>
        </>
      ) : null}
      <h3>{t('preferences.cookies')}</h3>
      <p>{t('preferences.cookiesLead')}</p>
      {openConsent === null ? null : (
        <p>
          <button
            type="button"
            className="button button-secondary"
            onClick={openConsent}
            disabled={!hydrated}
            aria-haspopup="dialog"
          >
            {t('preferences.openCookies')}
          </button>
        </p>
      )}
    </section>
  );
};
