import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateAddressStep } from '../../../../core/domain/checkout/address-step.ts';
import { addresses, anAddress, aPolicy, aPortugueseAddress } from '../../../support/checkout-mother.ts';

const policy = aPolicy();

const madrid = {
  line1: 'Calle Mayor 1, 3º B',
  line2: null,
  postalCode: '28013',
  city: 'Madrid',
  country: 'ES',
};

describe('validateAddressStep', () => {
  it('ships to the billing address when no shipping address is given', () => {
    expect(validateAddressStep(addresses(), policy)).toEqual(
      ok({ billing: madrid, shipping: madrid, shippingIsBilling: true }),
    );
  });

  it('keeps a separate shipping address', () => {
    expect(validateAddressStep(addresses(anAddress(), aPortugueseAddress({ line2: '2º Esq.' })), policy)).toEqual(
      ok({
        billing: madrid,
        shipping: {
          line1: 'Rua Augusta 100',
          line2: '2º Esq.',
          postalCode: '1100-053',
          city: 'Lisboa',
          country: 'PT',
        },
        shippingIsBilling: false,
      }),
    );
  });

  it("refuses a shipping country outside the store's shipping countries", () => {
    const french = anAddress({ postalCode: '75008', city: 'Paris', country: 'FR' });
    expect(validateAddressStep(addresses(french), policy)).toEqual(
      err({ 'billing.country': { type: 'CountryNotShipped', country: 'FR' } }),
    );
    expect(validateAddressStep(addresses(anAddress(), french), policy)).toEqual(
      err({ 'shipping.country': { type: 'CountryNotShipped', country: 'FR' } }),
    );
  });

  it('accepts a separate billing address in any country whose postal codes it knows', () => {
    const french = anAddress({ postalCode: '75008', city: 'Paris', country: 'fr ' });
    expect(validateAddressStep(addresses(french, anAddress()), policy).map((both) => both.billing.country)).toEqual(
      ok('FR'),
    );
    const american = anAddress({ postalCode: '10001', city: 'New York', country: 'US' });
    expect(validateAddressStep(addresses(american, anAddress()), policy)).toEqual(
      err({ 'billing.country': { type: 'UnsupportedCountry', country: 'US' } }),
    );
  });

  it('refuses a country that is not a country code, and asks for a missing one', () => {
    expect(validateAddressStep(addresses(anAddress({ country: 'Spain' })), policy)).toEqual(
      err({ 'billing.country': { type: 'UnsupportedCountry', country: 'SPAIN' } }),
    );
    expect(validateAddressStep(addresses(anAddress({ country: ' ' })), policy)).toEqual(
      err({ 'billing.country': { type: 'Required' } }),
    );
  });

  it('checks the postal code against its own address country', () => {
    expect(validateAddressStep(addresses(anAddress(), aPortugueseAddress({ postalCode: '28013' })), policy)).toEqual(
      err({ 'shipping.postalCode': { type: 'InvalidPostalCode', country: 'PT' } }),
    );
  });

  it('reports every field of both addresses at once', () => {
    const blank = { line1: '', line2: 'x'.repeat(101), postalCode: '', city: '', country: 'ES' };
    expect(validateAddressStep(addresses(blank, { ...blank, country: '' }), policy)).toEqual(
      err({
        'billing.line1': { type: 'Required' },
        'billing.line2': { type: 'TooLong', max: 100 },
        'billing.postalCode': { type: 'Required' },
        'billing.city': { type: 'Required' },
        'shipping.line1': { type: 'Required' },
        'shipping.line2': { type: 'TooLong', max: 100 },
        'shipping.city': { type: 'Required' },
        'shipping.country': { type: 'Required' },
      }),
    );
  });

  it('reports only the billing address when the shipping one is fine', () => {
    expect(validateAddressStep(addresses(anAddress({ city: '' }), anAddress()), policy)).toEqual(
      err({ 'billing.city': { type: 'Required' } }),
    );
  });
});
