import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The shop's frame: header with navigation, the page, the footer. */
export const MasterLayout = ({ children }: { children: ReactNode }) => (
  <div className="layout-master">
    <SiteHeader />
    <main id="main" className="site-main">
      {children}
    </main>
    <SiteFooter />
  </div>
);
