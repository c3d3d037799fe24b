import type { ReactNode } from 'react';
import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';

/** The checkout's frame: the brand and the page only, so nothing leads away mid-purchase. */
export const LightLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTexts();
  return (
    <div className="layout-light">
      <header className="site-header">
        <ShopLink to="/" className="site-brand">
          {t('site.name')}
        </ShopLink>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
    </div>
  );
};
