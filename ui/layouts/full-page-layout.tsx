import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';

/** Header and a page that spans the whole width (landings, galleries). */
export const FullPageLayout = ({ children }: { children: ReactNode }) => (
  <div className="layout-full-page">
    <SiteHeader />
    <main id="main">{children}</main>
  </div>
);
