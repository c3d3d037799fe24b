import { err, ok, type Result } from 'neverthrow';
import { isAdministrator, isRestricted, type Customer } from './customer.ts';

/** The extra checks some accounts pages make beyond being signed in (spec 2, 6). */
export const ACCESS_CHECKS = ['administrator', 'tickets', 'orders', 'invoices'] as const;

export type AccessCheck = (typeof ACCESS_CHECKS)[number];

export type AccessRefusal =
  | { readonly type: 'NotAdministrator' }
  | { readonly type: 'TicketsBlocked' }
  | { readonly type: 'OrderHistoryHidden' }
  | { readonly type: 'InvoicingDisabled' };

export const notAdministrator = (): AccessRefusal => ({ type: 'NotAdministrator' });
export const ticketsBlocked = (): AccessRefusal => ({ type: 'TicketsBlocked' });
export const orderHistoryHidden = (): AccessRefusal => ({ type: 'OrderHistoryHidden' });
export const invoicingDisabled = (): AccessRefusal => ({ type: 'InvoicingDisabled' });

const refusalOf: { readonly [C in AccessCheck]: (customer: Customer) => AccessRefusal | null } = {
  administrator: (customer) => (isAdministrator(customer) ? null : notAdministrator()),
  tickets: (customer) => (isRestricted(customer, 'tickets') ? ticketsBlocked() : null),
  orders: (customer) => (isRestricted(customer, 'order-history') ? orderHistoryHidden() : null),
  invoices: (customer) => (customer.invoicingEnabled ? null : invoicingDisabled()),
};

/** One check for one signed-in customer: the only place these rules are written. */
export const checkAccess = (check: AccessCheck, customer: Customer): Result<Customer, AccessRefusal> => {
  const refusal = refusalOf[check](customer);
  return refusal === null ? ok(customer) : err(refusal);
};

/** Guests may always order (guest checkout); a customer may unless the shop restricted ordering. */
export const canMakeOrders = (customer: Customer | null): boolean =>
  customer === null || !isRestricted(customer, 'ordering');
