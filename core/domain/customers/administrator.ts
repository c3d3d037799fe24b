import { err, ok, type Result } from 'neverthrow';
import { isAdministrator, type Customer } from './customer.ts';

/** Anyone but the administrator asked for a back-office page or endpoint: answered as if it did not exist. */
export type AdministratorOnly = { readonly type: 'AdministratorOnly' };

export const administratorOnly = (): AdministratorOnly => ({ type: 'AdministratorOnly' });

/**
 * The one rule every back-office page and endpoint is checked by, on the server: a signed-in customer of the
 * administrator type. A visitor and a customer get the same refusal, so the back office never shows it exists.
 */
export const requireAdministrator = (customer: Customer | null): Result<Customer, AdministratorOnly> =>
  customer !== null && isAdministrator(customer) ? ok(customer) : err(administratorOnly());
