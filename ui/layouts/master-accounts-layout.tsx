import type { ReactNode } from 'react';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { AccountsNavigation } from '../components/account/accounts-navigation.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The shop's frame with the accounts area's navigation beside the page (above it on phones). */
export const MasterAccountsLayout = ({ children, page }: { children: ReactNode; page?: PageView | undefined }) => (
  <div className="layout-master-accounts">
    <SiteHeader />
    <div className="accounts-frame">
      <AccountsNavigation page={page} />
      <main id="main" className="site-main accounts-main">
        {children}
      </main>
    </div>
    <SiteFooter />
  </div>
);
