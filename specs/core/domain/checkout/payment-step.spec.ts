import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from '../../../../core/domain/checkout/payment-offer.ts';
import { validatePaymentStep } from '../../../../core/domain/checkout/payment-step.ts';
import { aPayment, country } from '../../../support/checkout-mother.ts';

const ES = country('ES');
const offered = paymentMethodsFor(ES, 'PERSON');

describe('validatePaymentStep', () => {
  it('gives the chosen method and its payment kind', () => {
    expect(validatePaymentStep(aPayment(), offered, ES)).toEqual(ok({ method: 'CARD', kind: 'ONLINE_PREPAID' }));
    expect(validatePaymentStep(aPayment({ method: 'BANK_TRANSFER' }), offered, ES)).toEqual(
      ok({ method: 'BANK_TRANSFER', kind: 'TRANSFER' }),
    );
  });

  it('requires a method among the payment methods', () => {
    expect(validatePaymentStep(aPayment({ method: '' }), offered, ES)).toEqual(err({ method: { type: 'Required' } }));
    expect(validatePaymentStep(aPayment({ method: 'CASH' }), offered, ES)).toEqual(
      err({ method: { type: 'InvalidChoice', value: 'CASH' } }),
    );
  });

  it('refuses a method not offered for the country and customer', () => {
    expect(validatePaymentStep(aPayment({ method: 'BLIK' }), offered, ES)).toEqual(
      err({ method: { type: 'PaymentMethodNotOffered', method: 'BLIK', country: 'ES' } }),
    );
  });

  it('requires the terms accepted, reporting both fields at once', () => {
    expect(validatePaymentStep(aPayment({ termsAccepted: false }), offered, ES)).toEqual(
      err({ terms: { type: 'TermsNotAccepted' } }),
    );
    expect(validatePaymentStep({ method: 'BLIK', termsAccepted: false }, offered, ES)).toEqual(
      err({
        method: { type: 'PaymentMethodNotOffered', method: 'BLIK', country: 'ES' },
        terms: { type: 'TermsNotAccepted' },
      }),
    );
  });
});
