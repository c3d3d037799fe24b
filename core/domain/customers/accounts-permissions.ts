import { ok, type Result } from 'neverthrow';
import { checkAccess, type AccessCheck, type AccessRefusal } from './access-checks.ts';
import { isAdministrator, type Customer } from './customer.ts';
import { requireCustomer, type SessionRequired } from './require-customer.ts';

/** The pages of the accounts area, named as their routes are. */
export const ACCOUNTS_PAGES = [
  'accounts-home',
  'accounts-profile',
  'accounts-designs',
  'accounts-tickets',
  'accounts-orders',
  'accounts-order',
  'accounts-config',
  'accounts-invoices',
  'accounts-commissions',
  'accounts-designs-admin',
  'accounts-design-admin',
] as const;

export type AccountsPage = (typeof ACCOUNTS_PAGES)[number];

/** The permission table of the accounts area (spec 2, 6); the route guards are derived from it. */
export const ACCOUNTS_PAGE_CHECKS: { readonly [P in AccountsPage]: readonly AccessCheck[] } = {
  'accounts-home': [],
  'accounts-profile': [],
  'accounts-designs': [],
  'accounts-tickets': ['tickets'],
  'accounts-orders': ['orders'],
  'accounts-order': ['orders'],
  'accounts-config': ['administrator'],
  'accounts-invoices': ['administrator', 'invoices'],
  'accounts-commissions': ['administrator'],
  'accounts-designs-admin': ['administrator'],
  'accounts-design-admin': ['administrator'],
};

export const isAccountsPage = (name: string): name is AccountsPage =>
  (ACCOUNTS_PAGES as readonly string[]).includes(name);

export type AccountsAccessError = SessionRequired | AccessRefusal;

/** Signed in first, then every check of the page in table order; the first refusal wins. */
export const accountsPageAccess = (
  customer: Customer | null,
  page: AccountsPage,
): Result<Customer, AccountsAccessError> =>
  requireCustomer(customer).andThen((signedIn) =>
    ACCOUNTS_PAGE_CHECKS[page].reduce<Result<Customer, AccountsAccessError>>(
      (access, check) => access.andThen(() => checkAccess(check, signedIn)),
      ok(signedIn),
    ),
  );

export const canOpenAccountsPage = (customer: Customer | null, page: AccountsPage): boolean =>
  accountsPageAccess(customer, page).isOk();

/** The sections the accounts navigation lists, in its order; one order's page is reached from the orders list. */
export const ACCOUNTS_SECTIONS = [
  'accounts-home',
  'accounts-orders',
  'accounts-designs',
  'accounts-tickets',
  'accounts-profile',
  'accounts-invoices',
  'accounts-commissions',
  'accounts-config',
  'accounts-designs-admin',
] as const satisfies readonly AccountsPage[];

export type AccountsSection = (typeof ACCOUNTS_SECTIONS)[number];

/** The sections this customer may open, by the same checks as the pages' guards: a link never leads to a refusal. */
export const accountsSectionsOf = (customer: Customer | null): readonly AccountsSection[] =>
  ACCOUNTS_SECTIONS.filter((page) => canOpenAccountsPage(customer, page));

/** The sections the administrator works in: the orders and support desks, and the administrator-only pages. */
export const BACK_OFFICE_SECTIONS = [
  'accounts-orders',
  'accounts-tickets',
  'accounts-invoices',
  'accounts-commissions',
  'accounts-config',
  'accounts-designs-admin',
] as const satisfies readonly AccountsSection[];

/** For the administrator, the back-office sections the navigation lists apart; nobody else has any. */
export const backOfficeSectionsOf = (customer: Customer | null): readonly AccountsSection[] =>
  customer !== null && isAdministrator(customer)
    ? accountsSectionsOf(customer).filter((section) => (BACK_OFFICE_SECTIONS as readonly string[]).includes(section))
    : [];
