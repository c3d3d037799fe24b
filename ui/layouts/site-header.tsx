import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLinks } from '../components/account/account-links.tsx';
import { Icon } from '../components/icon/icon.tsx';

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
              <Link to="/offers">
                <Icon name="mdi:tag-outline" />
                {t('nav.offers')}
              </Link>
            </li>
            <li>
              <Link to="/help-center">
                <Icon name="mdi:help-circle-outline" />
                {t('nav.helpCenter')}
              </Link>
            </li>
            <li>
              <Link to="/cart">
                <Icon name="mdi:cart-outline" />
                {t('nav.cart')}
              </Link>
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
