import { useTexts } from '../../app/use-texts.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useOpenConsentPreferences } from './consent-preferences-context.tsx';

/** The way back to the consent choice after the banner is gone; absent where no session shell is around. */
export const ConsentSettingsButton = () => {
  const { t } = useTexts();
  const open = useOpenConsentPreferences();
  const hydrated = useHydrated();
  if (open === null) return null;
  return (
    <button type="button" className="link-button" onClick={open} disabled={!hydrated} aria-haspopup="dialog">
      {t('consent.settings')}
    </button>
  );
};
