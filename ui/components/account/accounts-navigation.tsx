import type { AccountsSection } from '../../../core/domain/customers/accounts-permissions.ts';
import type { PageView } from '../../../core/storefront/navigation/page-outcome.ts';
import { useTexts } from '../../app/use-texts.ts';
import { Icon } from '../icon/icon.tsx';
import { ShopLink } from '../navigation/shop-link.tsx';

/** Each section's path, icon and text key (general namespace, under accounts.nav). */
export const SECTION_LINKS: {
  readonly [S in AccountsSection]: { readonly to: string; readonly icon: string; readonly text: string };
} = {
  'accounts-home': { to: '/accounts/home', icon: 'mdi:home-account', text: 'home' },
  'accounts-orders': { to: '/accounts/orders', icon: 'mdi:package-variant-closed', text: 'orders' },
  'accounts-designs': { to: '/accounts/designs', icon: 'mdi:heart-outline', text: 'designs' },
  'accounts-tickets': { to: '/accounts/tickets', icon: 'mdi:lifebuoy', text: 'tickets' },
  'accounts-profile': { to: '/accounts/profile', icon: 'mdi:account-cog-outline', text: 'profile' },
  'accounts-invoices': { to: '/accounts/invoices', icon: 'mdi:file-document-outline', text: 'invoices' },
  'accounts-commissions': { to: '/accounts/commissions', icon: 'mdi:cash-multiple', text: 'commissions' },
  'accounts-config': { to: '/accounts/config', icon: 'mdi:cog-outline', text: 'config' },
  'accounts-designs-admin': { to: '/accounts/designs/admin', icon: 'mdi:palette-outline', text: 'designsAdmin' },
};

/** In the back office the orders and tickets sections are the administrator's desks, named so. */
const DESK_TEXTS: Partial<Record<AccountsSection, string>> = {
  'accounts-orders': 'ordersDesk',
  'accounts-tickets': 'ticketsDesk',
};

/** A page under a section's list belongs to that section: one order to the orders, one design to the designs desk. */
const PARENT_SECTIONS: Readonly<Record<string, AccountsSection>> = {
  'accounts-order': 'accounts-orders',
  'accounts-design-admin': 'accounts-designs-admin',
};

const currentSection = (page: PageView | undefined): string | undefined =>
  page === undefined ? undefined : (PARENT_SECTIONS[page.routeName] ?? page.routeName);

/**
 * The accounts area's sections this customer may open (the server decided, by the pages' own guards): a column
 * beside the page from tablets up, a scrolling row of tabs above it on phones.
 */
export const AccountsNavigation = ({ page }: { page: PageView | undefined }) => {
  const { t } = useTexts();
  const backOffice = page?.backOfficeSections ?? [];
  const sections = (page?.accountSections ?? ['accounts-home']).filter((section) => !backOffice.includes(section));
  const current = currentSection(page);
  const item = (section: AccountsSection, text: string) => {
    const link = SECTION_LINKS[section];
    return (
      <li key={section}>
        <ShopLink to={link.to} aria-current={current === section ? 'page' : undefined}>
          <Icon name={link.icon} size={20} />
          <span>{t(`accounts.nav.${text}`)}</span>
        </ShopLink>
      </li>
    );
  };
  return (
    <nav aria-label={t('accounts.nav.label')} className="accounts-nav">
      <ul>{sections.map((section) => item(section, SECTION_LINKS[section].text))}</ul>
      {backOffice.length > 0 && (
        <>
          <h2 id="back-office-nav" className="accounts-nav-heading">
            {t('accounts.nav.backOffice')}
          </h2>
          <ul aria-labelledby="back-office-nav">
            {backOffice.map((section) => item(section, DESK_TEXTS[section] ?? SECTION_LINKS[section].text))}
          </ul>
        </>
      )}
    </nav>
  );
};
