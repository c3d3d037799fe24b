import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';

/** "My account" and a sign-out button when signed in, "Sign in" otherwise (also while the session loads). */
export const AccountLinks = () => {
  const { t } = useTranslation();
  const { auth } = useUseCases();
  const { status, refresh } = useAuthSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);

  if (status !== 'authenticated') return <Link to="/login">{t('account.signIn')}</Link>;

  const signOut = async () => {
    const outcome = await auth.signOut('/');
    if (outcome.isErr()) return setFailure(t(`authError.${outcome.error.type}`));
    setFailure(null);
    await refresh();
    await navigate('/');
  };

  return (
    <span className="account-links">
      <Link to="/accounts/home">{t('account.myAccount')}</Link>
      <button type="button" onClick={() => void signOut()} disabled={!hydrated}>
        {t('account.signOut')}
      </button>
      {failure ? <span role="alert">{failure}</span> : null}
    </span>
  );
};
