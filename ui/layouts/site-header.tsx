import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { AccountLinks } from '../components/account/account-links.tsx';
import { Icon } from '../components/icon/icon.tsx';
import { BrandLogo } from '../components/brand/brand-logo.tsx';
import { SiteSearch } from '../components/site-search/site-search.tsx';
import { MiniCart } from '../components/mini-cart/mini-cart.tsx';

export const SiteHeader = () => {
  const { t } = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header-bar">
          <ShopLink to="/" className="site-brand">
            <BrandLogo />
          </ShopLink>
          <SiteSearch />
          <div className="header-actions">
            <AccountLinks />
            <MiniCart />
          </div>
        </div>
        <nav className="site-nav-bar" aria-label={t('nav.label')}>
          <ul className="site-nav">
            <li>
              <ShopLink to="/#create-with-photo">
                <Icon name="mdi:camera-outline" />
                {t('nav.create')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/offers">
                <Icon name="mdi:tag-outline" />
                {t('nav.offers')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/tags-list">
                <Icon name="mdi:shape-outline" />
                {t('nav.tags')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/help-center">
                <Icon name="mdi:help-circle-outline" />
                {t('nav.helpCenter')}
              </ShopLink>
            </li>
          </ul>
        </nav>
      </header>
    </>
  );
};
