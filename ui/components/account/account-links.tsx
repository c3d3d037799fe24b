import { useState } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../navigation/shop-link.tsx';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Icon } from '../icon/icon.tsx';

/** "My account" and a sign-out button when signed in, "Sign in" otherwise (also while the session loads). */
export const AccountLinks = () => {
  const { t } = useTexts();
  const { auth } = useUseCases();
  const { status, refresh } = useAuthSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);

  if (status !== 'authenticated') {
    return (
      <ShopLink to="/login" className="header-action">
        <Icon name="mdi:account-outline" size={24} />
        <span className="header-action-label">{t('account.signIn')}</span>
      </ShopLink>
    );
  }

  const signOut = async () => {
    const outcome = await auth.signOut('/');
    if (outcome.isErr()) return setFailure(t(`authError.${outcome.error.type}`));
    setFailure(null);
    await refresh();
    await navigate('/');
  };

  return (
    <span className="account-links">
      <ShopLink to="/accounts/home" className="header-action">
        <Icon name="mdi:account-circle-outline" size={24} />
        <span className="header-action-label">{t('account.myAccount')}</span>
      </ShopLink>
      <button type="button" onClick={() => void signOut()} disabled={!hydrated}>
        <Icon name="mdi:logout" size={18} />
        <span className="header-action-label">{t('account.signOut')}</span>
      </button>
      {failure ? <span role="alert">{failure}</span> : null}
    </span>
  );
};
