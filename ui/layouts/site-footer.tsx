import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
      </ul>
    </footer>
  );
};
