import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUARD_NAMES } from '../../../../core/domain/routing/guard-name.ts';
import { GUARDS } from '../../../../core/domain/routing/guard-registry.ts';
import { ROUTES } from '../../../../core/domain/routing/route-table.ts';
import { guardReads, visitorNeedsOf } from '../../../../core/domain/routing/visitor-needs.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const routeNamed = (name: string) => ROUTES.find((route) => route.name === name)!;

const PATHS = ['/', '/checkout', '/checkout?step=3', '/login', '/contact', '/tracking', '/accounts/orders', '/cart'];

const visitor = fc.record({
  customer: fc.constantFrom(null, aCustomer(), anAdministrator()),
  cartLineCount: fc.nat({ max: 3 }),
  hasCustomerData: fc.boolean(),
  isLoginRequiredToAccess: fc.boolean(),
  guestCheckoutEnabled: fc.boolean(),
});

describe("a route's visitor needs", () => {
  it('name the cart for the checkout and the login page, the checkout for the checkout alone', () => {
    expect(visitorNeedsOf(routeNamed('checkout'))).toEqual({ cart: true, checkout: true });
    expect(visitorNeedsOf(routeNamed('login'))).toEqual({ cart: true, checkout: false });
    for (const name of ['home', 'design', 'cart', 'tracking', 'contact', 'accounts-orders'])
      expect(visitorNeedsOf(routeNamed(name))).toEqual({ cart: false, checkout: false });
  });

  it('are complete: a guard decides the same whatever the parts it does not read hold', () => {
    for (const name of GUARD_NAMES) {
      const reads = guardReads(name);
      fc.assert(
        fc.property(fc.constantFrom(...PATHS), visitor, visitor, (path, one, other) => {
          const match = matched(path.split('?')[0]!, Object.fromEntries(new URLSearchParams(path.split('?')[1])));
          // The second visitor shares what the guard reads and differs in anything else.
          const same = {
            ...other,
            customer: one.customer,
            isLoginRequiredToAccess: one.isLoginRequiredToAccess,
            guestCheckoutEnabled: one.guestCheckoutEnabled,
            ...(reads.cart ? { cartLineCount: one.cartLineCount } : {}),
            ...(reads.checkout ? { hasCustomerData: one.hasCustomerData } : {}),
          };
          expect(GUARDS[name](match, aGuardContext(same))).toEqual(GUARDS[name](match, aGuardContext(one)));
        }),
      );
    }
  });
});
