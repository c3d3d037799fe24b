import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLinks } from '../components/account/account-links.tsx';

export const SiteHeader = () => {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="site-brand">
          Estampa
        </Link>
        <nav aria-label={t('nav.label')}>
          <ul className="site-nav">
            <li>
              <Link to="/offers">{t('nav.offers')}</Link>
            </li>
            <li>
              <Link to="/help-center">{t('nav.helpCenter')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('nav.cart')}</Link>
            </li>
            <li>
              <AccountLinks />
            </li>
          </ul>
        </nav>
      </header>
    </>
  );
};
