import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_TYPE,
  CUSTOMER_RESTRICTIONS,
  isAdministrator,
  isRestricted,
} from '../../../../core/domain/customers/customer.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';

describe('customer account type', () => {
  it("names the administrator type 'foticos' (spec 1)", () => {
    expect(ADMINISTRATOR_TYPE).toBe('foticos');
    expect(isAdministrator(anAdministrator())).toBe(true);
  });

  it('treats every other account type as a customer', () => {
    fc.assert(
      fc.property(
        fc.string().filter((type) => type !== 'foticos'),
        (accountType) => {
          expect(isAdministrator(aCustomer({ accountType }))).toBe(false);
        },
      ),
    );
  });

  it("is case-sensitive: 'Foticos' is not the administrator type", () => {
    expect(isAdministrator(aCustomer({ accountType: 'Foticos' }))).toBe(false);
  });
});

describe('customer restrictions', () => {
  it('holds exactly the restrictions the shop set', () => {
    fc.assert(
      fc.property(fc.subarray([...CUSTOMER_RESTRICTIONS]), (restrictions) => {
        const customer = aCustomer({ restrictions });
        for (const restriction of CUSTOMER_RESTRICTIONS)
          expect(isRestricted(customer, restriction)).toBe(restrictions.includes(restriction));
      }),
    );
  });
});
