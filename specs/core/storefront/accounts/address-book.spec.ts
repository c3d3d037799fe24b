import { describe, expect, it } from 'vitest';
import {
  addressesToPrefill,
  defaultAddressesOf,
  type ShownSavedAddress,
} from '../../../../core/storefront/accounts/address-book.ts';

const HOME = { line1: 'Calle Mayor 1', line2: null, postalCode: '28013', city: 'Madrid', country: 'ES' };
const WORK = { ...HOME, line1: 'Gran Vía 2' };
const entry = (address: typeof HOME, billing: boolean, shipping: boolean): ShownSavedAddress => ({
  ...address,
  id: address.line1,
  isDefaultBilling: billing,
  isDefaultShipping: shipping,
});

describe('the checkout address step’s starting point', () => {
  it('reads the defaults of a book, none when the customer chose none', () => {
    expect(defaultAddressesOf([entry(HOME, false, true), entry(WORK, true, false)])).toEqual({
      billing: WORK,
      shipping: HOME,
    });
    expect(defaultAddressesOf([entry(HOME, false, false)])).toEqual({ billing: null, shipping: null });
  });

  it('keeps what this checkout already holds, whatever the book says', () => {
    const kept = { billing: WORK, shipping: WORK, shippingIsBilling: true };
    expect(addressesToPrefill(kept, { billing: HOME, shipping: HOME })).toBe(kept);
  });

  it('starts an untouched step from the defaults, one standing in for the other', () => {
    expect(addressesToPrefill(null, { billing: HOME, shipping: WORK })).toEqual({
      billing: HOME,
      shipping: WORK,
      shippingIsBilling: false,
    });
    expect(addressesToPrefill(null, { billing: null, shipping: HOME })).toEqual({
      billing: HOME,
      shipping: HOME,
      shippingIsBilling: true,
    });
    expect(addressesToPrefill(null, { billing: WORK, shipping: null })?.shippingIsBilling).toBe(true);
  });

  it('leaves the step empty for a guest or a book without defaults', () => {
    expect(addressesToPrefill(null, null)).toBeNull();
    expect(addressesToPrefill(null, { billing: null, shipping: null })).toBeNull();
  });
});
