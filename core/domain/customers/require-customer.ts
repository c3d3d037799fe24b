import { err, ok, type Result } from 'neverthrow';
import { sessionRequired } from '../errors/error-situations.ts';
import type { Customer } from './customer.ts';

export type SessionRequired = ReturnType<typeof sessionRequired>;

/** The signed-in customer, or the catalogue's SessionRequired for a visitor without a session (spec 8). */
export const requireCustomer = (customer: Customer | null): Result<Customer, SessionRequired> =>
  customer === null ? err(sessionRequired()) : ok(customer);
