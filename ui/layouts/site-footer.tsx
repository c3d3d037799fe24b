import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsentSettingsButton } from '../components/consent/consent-settings-button.tsx';

export const SiteFooter = () => {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <ul className="site-nav">
        <li>
          <Link to="/contact">{t('footer.contact')}</Link>
        </li>
        <li>
          <Link to="/tracking">{t('footer.tracking')}</Link>
        </li>
        <li>
          <Link to="/about-us">{t('footer.about')}</Link>
        </li>
        <li>
          <ConsentSettingsButton />
        </li>
      </ul>
    </footer>
  );
};
