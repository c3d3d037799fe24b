import { useState } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../navigation/shop-link.tsx';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';

/** "My account" and a sign-out button when signed in, "Sign in" otherwise (also while the session loads). */
export const AccountLinks = () => {
  const { t } = useTexts();
  const { auth } = useUseCases();
  const { status, refresh } = useAuthSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);

  if (status !== 'authenticated') return <ShopLink to="/login">{t('account.signIn')}</ShopLink>;

  const signOut = async () => {
    const outcome = await auth.signOut('/');
    if (outcome.isErr()) return setFailure(t(`authError.${outcome.error.type}`));
    setFailure(null);
    await refresh();
    await navigate('/');
  };

  return (
    <span className="account-links">
      <ShopLink to="/accounts/home">{t('account.myAccount')}</ShopLink>
      <button type="button" onClick={() => void signOut()} disabled={!hydrated}>
        {t('account.signOut')}
      </button>
      {failure ? <span role="alert">{failure}</span> : null}
    </span>
  );
};
