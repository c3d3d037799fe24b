import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { ConsentSettingsButton } from '../components/consent/consent-settings-button.tsx';

export const SiteFooter = () => {
  const { t } = useTexts();
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <ul className="site-nav">
        <li>
          <ShopLink to="/contact">{t('footer.contact')}</ShopLink>
        </li>
        <li>
          <ShopLink to="/tracking">{t('footer.tracking')}</ShopLink>
        </li>
        <li>
          <ShopLink to="/about-us">{t('footer.about')}</ShopLink>
        </li>
        <li>
          <ConsentSettingsButton />
        </li>
      </ul>
    </footer>
  );
};
