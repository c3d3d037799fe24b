import type { ReactNode } from 'react';
import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { BrandLogo } from '../components/brand/brand-logo.tsx';
import { Icon } from '../components/icon/icon.tsx';

/** The checkout's frame: the brand and the page only, so nothing leads away mid-purchase. */
export const LightLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTexts();
  return (
    <div className="layout-light">
      <header className="site-header site-header-light">
        <div className="site-header-bar">
          <ShopLink to="/" className="site-brand">
            <BrandLogo />
          </ShopLink>
          <p className="secure-badge">
            <Icon name="mdi:lock-outline" size={18} />
            {t('light.secure')}
          </p>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
    </div>
  );
};
