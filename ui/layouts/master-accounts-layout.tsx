import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const ACCOUNT_LINKS = [
  ['/accounts/home', 'My account'],
  ['/accounts/orders', 'Orders'],
  ['/accounts/designs', 'Saved designs'],
  ['/accounts/tickets', 'Support tickets'],
  ['/accounts/profile', 'Profile'],
] as const;

/** The shop's frame with the accounts area's navigation beside the page. */
export const MasterAccountsLayout = ({ children }: { children: ReactNode }) => (
  <div className="layout-master-accounts">
    <SiteHeader />
    <div className="accounts-frame">
      <nav aria-label="My account">
        <ul>
          {ACCOUNT_LINKS.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="site-main">
        {children}
      </main>
    </div>
    <SiteFooter />
  </div>
);
