import { useTexts } from '../../app/use-texts.ts';
import { SignUpForm } from '../../components/account/sign-up-form.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

/** A new account, in the sign-in page's card; whoever has one goes back to sign in. */
export const SignUpPage = () => {
  const { t } = useTexts(['sign-up', 'general']);
  return (
    <section className="auth-page" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('general:signUp.title')}</h1>
      <p>{t('general:signUp.intro')}</p>
      <SignUpForm id="sign-up" />
      <p className="auth-sign-up">
        {t('general:signUp.haveAccount')} <ShopLink to="/login">{t('general:signUp.signIn')}</ShopLink>
      </p>
    </section>
  );
};
