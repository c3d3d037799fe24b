import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { ConsentSettingsButton } from '../components/consent/consent-settings-button.tsx';
import { BrandLogo } from '../components/brand/brand-logo.tsx';
import { StoreSwitcher } from '../components/store-switcher/store-switcher.tsx';

export const SiteFooter = () => {
  const { t } = useTexts();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <BrandLogo />
          <p>{t('footer.tagline')}</p>
          <StoreSwitcher />
        </div>
        <nav className="footer-column" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <ShopLink to="/help-center">{t('nav.helpCenter')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/tracking">{t('footer.tracking')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/help-center/topic/25">{t('footer.shipping')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/contact">{t('footer.contact')}</ShopLink>
            </li>
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t('footer.shop')}</h2>
          <ul>
            <li>
              <ShopLink to="/offers">{t('nav.offers')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/tags-list">{t('nav.tags')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/about-us">{t('footer.about')}</ShopLink>
            </li>
          </ul>
        </nav>
        <nav className="footer-column" aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            <li>
              <ShopLink to="/help-center/topic/11">{t('footer.returns')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/help-center/topic/50">{t('footer.securePayment')}</ShopLink>
            </li>
            <li>
              <ShopLink to="/help-center/topic/51">{t('footer.invoices')}</ShopLink>
            </li>
            <li>
              <ConsentSettingsButton />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
};
