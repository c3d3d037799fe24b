import { describe, expect, it } from 'vitest';
import { isPaymentKind, PAYMENT_KINDS } from '../../../../core/domain/payments/payment-kind.ts';
import { isPaymentMethod, PAYMENT_METHODS, paymentKindOf } from '../../../../core/domain/payments/payment-method.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('payment methods (spec section 3)', () => {
  itIsAnEnumeration(PAYMENT_METHODS, isPaymentMethod, [
    'CARD',
    'BANCONTACT',
    'GIROPAY',
    'IDEAL',
    'PAYPAL',
    'SOFORT',
    'MOBILE_PAY',
    'BIZUM',
    'BANK_TRANSFER',
    'MULTIBANCO',
    'BLIK',
    'BILLING_ACCOUNT',
    'EPS',
    'SWISH',
    'TWINT',
    'TRUSTLY',
    'APPLE_PAY',
    'GOOGLE_PAY',
    'KLARNA',
    'MB_WAY',
  ]);
});

describe('payment kinds (spec section 3)', () => {
  itIsAnEnumeration(PAYMENT_KINDS, isPaymentKind, ['BANK_RECEIPT', 'TRANSFER', 'ONLINE_PREPAID']);
});

describe('paymentKindOf', () => {
  it('charges a billing account by bank receipt', () => {
    expect(paymentKindOf('BILLING_ACCOUNT')).toBe('BANK_RECEIPT');
  });

  it('has bank transfers and Multibanco references paid later by transfer', () => {
    expect(paymentKindOf('BANK_TRANSFER')).toBe('TRANSFER');
    expect(paymentKindOf('MULTIBANCO')).toBe('TRANSFER');
  });

  it('settles every other method online at checkout', () => {
    const deferred = ['BILLING_ACCOUNT', 'BANK_TRANSFER', 'MULTIBANCO'];
    for (const method of PAYMENT_METHODS.filter((each) => !deferred.includes(each))) {
      expect(paymentKindOf(method)).toBe('ONLINE_PREPAID');
    }
  });
});
