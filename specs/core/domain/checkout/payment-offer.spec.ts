import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPES } from '../../../../core/domain/checkout/customer-type.ts';
import { paymentMethodsFor } from '../../../../core/domain/checkout/payment-offer.ts';
import { PAYMENT_METHODS } from '../../../../core/domain/payments/payment-method.ts';
import { COUNTRY_SITES } from '../../../../core/domain/site/country-sites.ts';
import { country } from '../../../support/checkout-mother.ts';

const SITES = COUNTRY_SITES.map((site) => site.country);

describe('paymentMethodsFor', () => {
  it('offers Spain card, Bizum, PayPal, wallets, Klarna and transfer', () => {
    expect(paymentMethodsFor(country('ES'), 'PERSON')).toEqual([
      'CARD',
      'BIZUM',
      'PAYPAL',
      'APPLE_PAY',
      'GOOGLE_PAY',
      'KLARNA',
      'BANK_TRANSFER',
    ]);
  });

  it('offers each country its own favourite', () => {
    expect(paymentMethodsFor(country('PL'), 'PERSON')).toContain('BLIK');
    expect(paymentMethodsFor(country('PT'), 'PERSON')).toEqual(expect.arrayContaining(['MULTIBANCO', 'MB_WAY']));
    expect(paymentMethodsFor(country('DK'), 'PERSON')).toContain('MOBILE_PAY');
    expect(paymentMethodsFor(country('BE'), 'PERSON')).toContain('BANCONTACT');
    expect(paymentMethodsFor(country('NL'), 'PERSON')).toContain('IDEAL');
    expect(paymentMethodsFor(country('AT'), 'PERSON')).toContain('EPS');
    expect(paymentMethodsFor(country('DE'), 'PERSON')).toEqual(expect.arrayContaining(['SOFORT', 'GIROPAY']));
    expect(paymentMethodsFor(country('SE'), 'PERSON')).toEqual(expect.arrayContaining(['SWISH', 'TRUSTLY']));
    expect(paymentMethodsFor(country('CH'), 'PERSON')).toContain('TWINT');
  });

  it('offers card and PayPal where it knows no local methods', () => {
    expect(paymentMethodsFor(country('US'), 'PERSON')).toEqual(['CARD', 'PAYPAL']);
  });

  it('offers a company with a billing account BILLING_ACCOUNT first, and no consumer credit', () => {
    expect(paymentMethodsFor(country('ES'), 'COMPANY', true)).toEqual([
      'BILLING_ACCOUNT',
      'CARD',
      'BIZUM',
      'PAYPAL',
      'APPLE_PAY',
      'GOOGLE_PAY',
      'BANK_TRANSFER',
    ]);
  });

  it('offers BILLING_ACCOUNT only to a company that has a billing account', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITES, country('US')),
        fc.constantFrom(...CUSTOMER_TYPES),
        fc.boolean(),
        (code, type, hasAccount) => {
          const offered = paymentMethodsFor(code, type, hasAccount);
          expect(offered.includes('BILLING_ACCOUNT')).toBe(type === 'COMPANY' && hasAccount);
          expect(offered.includes('KLARNA') && type === 'COMPANY').toBe(false);
          expect(new Set(offered).size).toBe(offered.length);
          expect(offered).toContain('CARD');
        },
      ),
    );
  });

  it('offers every payment method of the specification somewhere', () => {
    const everywhere = new Set(
      SITES.flatMap((code) => paymentMethodsFor(code, 'COMPANY', true).concat(paymentMethodsFor(code, 'PERSON'))),
    );
    expect([...PAYMENT_METHODS].filter((method) => !everywhere.has(method))).toEqual([]);
  });
});
