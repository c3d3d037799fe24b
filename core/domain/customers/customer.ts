/** The id the shop service gives a customer account. */
export type CustomerId = string & { readonly __brand: 'CustomerId' };

/** The account type of the shop's internal administrators (spec 1, 6). */
export const ADMINISTRATOR_TYPE = 'foticos';

/** Account types other than the administrator's are not named by the spec, so any string is kept as sent. */
export type AccountType = typeof ADMINISTRATOR_TYPE | (string & {});

/** What the shop may switch off for one account; the shop service sets these. */
export const CUSTOMER_RESTRICTIONS = ['ordering', 'order-history', 'tickets'] as const;

export type CustomerRestriction = (typeof CUSTOMER_RESTRICTIONS)[number];

/** A signed-in customer, as far as permissions need to know it. */
export type Customer = {
  readonly id: CustomerId;
  readonly accountType: AccountType;
  readonly restrictions: readonly CustomerRestriction[];
  /** True once the shop issues invoices to this account (a billing account is set up). */
  readonly invoicingEnabled: boolean;
};

export const isAdministrator = (customer: Customer): boolean => customer.accountType === ADMINISTRATOR_TYPE;

export const isRestricted = (customer: Customer, restriction: CustomerRestriction): boolean =>
  customer.restrictions.includes(restriction);
