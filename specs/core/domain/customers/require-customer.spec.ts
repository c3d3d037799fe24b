import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { requireCustomer } from '../../../../core/domain/customers/require-customer.ts';
import { aCustomer } from '../../../support/customers.ts';

describe('protected page without session (spec 8)', () => {
  it('is the error SessionRequired', () => {
    expect(requireCustomer(null)).toEqual(err({ type: 'SessionRequired', message: 'SessionRequired' }));
  });

  it('gives back the signed-in customer', () => {
    const customer = aCustomer();
    expect(requireCustomer(customer)).toEqual(ok(customer));
  });
});
