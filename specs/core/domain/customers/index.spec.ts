import { describe, expect, it } from 'vitest';
import * as customers from '../../../../core/domain/customers/index.ts';

describe('public API of the customers context', () => {
  it('exposes auth status and the accounts permissions', () => {
    expect(typeof customers.authStatusOf).toBe('function');
    expect(typeof customers.canOpenAccountsPage).toBe('function');
    expect(customers.ADMINISTRATOR_TYPE).toBe('foticos');
  });
});
