import type { ReactNode } from 'react';
import { ShopLink } from '../components/navigation/shop-link.tsx';

/** The checkout's frame: the brand and the page only, so nothing leads away mid-purchase. */
export const LightLayout = ({ children }: { children: ReactNode }) => (
  <div className="layout-light">
    <header className="site-header">
      <ShopLink to="/" className="site-brand">
        Estampa
      </ShopLink>
    </header>
    <main id="main" className="site-main">
      {children}
    </main>
  </div>
);
