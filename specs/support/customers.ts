import { ADMINISTRATOR_TYPE, type Customer, type CustomerId } from '../../core/domain/customers/customer.ts';

/** A signed-in customer with no restrictions and no invoicing. */
export const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'c-1' as CustomerId,
  accountType: 'customer',
  restrictions: [],
  invoicingEnabled: false,
  ...overrides,
});

export const anAdministrator = (overrides: Partial<Customer> = {}): Customer =>
  aCustomer({ id: 'admin-1' as CustomerId, accountType: ADMINISTRATOR_TYPE, ...overrides });
