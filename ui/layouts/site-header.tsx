import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { AccountLinks } from '../components/account/account-links.tsx';
import { Icon } from '../components/icon/icon.tsx';

export const SiteHeader = () => {
  const { t } = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <ShopLink to="/" className="site-brand">
          {t('site.name')}
        </ShopLink>
        <nav aria-label={t('nav.label')}>
          <ul className="site-nav">
            <li>
              <ShopLink to="/offers">
                <Icon name="mdi:tag-outline" />
                {t('nav.offers')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/help-center">
                <Icon name="mdi:help-circle-outline" />
                {t('nav.helpCenter')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to="/cart">
                <Icon name="mdi:cart-outline" />
                {t('nav.cart')}
              </ShopLink>
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
