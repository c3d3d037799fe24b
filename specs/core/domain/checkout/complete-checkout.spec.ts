import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { goToStep } from '../../../../core/domain/checkout/checkout-machine.ts';
import { completeCheckout } from '../../../../core/domain/checkout/complete-checkout.ts';
import { paymentMethodsFor } from '../../../../core/domain/checkout/payment-offer.ts';
import { aPayment, aPolicy, checkoutAt, country } from '../../../support/checkout-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const policy = aPolicy();
const KEY_1 = '00000000-0000-4000-8000-000000000001';

const madrid = { line1: 'Calle Mayor 1, 3º B', line2: null, postalCode: '28013', city: 'Madrid', country: 'ES' };

describe('completeCheckout', () => {
  it('yields one place-order command carrying the idempotency key', () => {
    const ids = sequenceIds();
    const completed = completeCheckout(checkoutAt(4, ids), aPayment(), policy, ids);
    expect(completed.map((each) => each.command)).toEqual(
      ok({
        type: 'PlaceOrder',
        idempotencyKey: KEY_1,
        contact: {
          customerType: 'PERSON',
          email: 'ana@example.es',
          firstName: 'Ana',
          lastName: 'García López',
          phone: '+34612345678',
        },
        billingAddress: madrid,
        shippingAddress: madrid,
        shipment: {
          mode: 'ADDRESS',
          deliveryMode: 'SEND',
          deliveryMethod: 'ADDRESS',
          carrier: 'CORREOS',
          pickupPointId: null,
        },
        payment: { method: 'CARD', kind: 'ONLINE_PREPAID' },
      }),
    );
    expect(completed.map((each) => [each.checkout.step, each.checkout.payment])).toEqual(
      ok([4, { method: 'CARD', kind: 'ONLINE_PREPAID' }]),
    );
  });

  it('yields the same command, with the same key, when completed twice', () => {
    const ids = sequenceIds();
    const first = completeCheckout(checkoutAt(4, ids), aPayment(), policy, ids)._unsafeUnwrap();
    const second = completeCheckout(first.checkout, aPayment(), policy, ids)._unsafeUnwrap();
    expect(second.command).toEqual(first.command);
    expect(second.checkout).toEqual(first.checkout);
  });

  it('keeps one key across any number of retries with any offered method', () => {
    const offered = paymentMethodsFor(country('ES'), 'PERSON');
    fc.assert(
      fc.property(fc.constantFrom(...offered), fc.integer({ min: 1, max: 5 }), (method, retries) => {
        const ids = sequenceIds();
        let checkout = checkoutAt(4, ids);
        const keys = new Set<string>();
        for (let attempt = 0; attempt <= retries; attempt += 1) {
          const completed = completeCheckout(checkout, aPayment({ method }), policy, ids)._unsafeUnwrap();
          keys.add(completed.command.idempotencyKey);
          checkout = completed.checkout;
        }
        expect([...keys]).toEqual([KEY_1]);
      }),
    );
  });

  it('makes a new key when another method is chosen after an attempt, as that is another order', () => {
    const ids = sequenceIds();
    const first = completeCheckout(checkoutAt(4, ids), aPayment(), policy, ids)._unsafeUnwrap();
    const other = completeCheckout(first.checkout, aPayment({ method: 'BIZUM' }), policy, ids)._unsafeUnwrap();
    expect(other.command.idempotencyKey).not.toBe(first.command.idempotencyKey);
    expect(other.checkout.idempotencyKey).toBe(other.command.idempotencyKey);
  });

  it('keeps the key after going back and returning without changes', () => {
    const ids = sequenceIds();
    const first = completeCheckout(checkoutAt(4, ids), aPayment(), policy, ids)._unsafeUnwrap();
    const returned = goToStep(goToStep(first.checkout, 1, ids)._unsafeUnwrap(), 4, ids)._unsafeUnwrap();
    expect(completeCheckout(returned, aPayment(), policy, ids).map((each) => each.command.idempotencyKey)).toEqual(
      ok(KEY_1),
    );
  });

  it('refuses a method not offered, or terms not accepted, with every field error', () => {
    const ids = sequenceIds();
    expect(completeCheckout(checkoutAt(4, ids), { method: 'BLIK', termsAccepted: false }, policy, ids)).toEqual(
      err({
        type: 'InvalidPayment',
        fields: {
          method: { type: 'PaymentMethodNotOffered', method: 'BLIK', country: 'ES' },
          terms: { type: 'TermsNotAccepted' },
        },
      }),
    );
  });

  it('offers the billing account only to a company that has one', () => {
    const ids = sequenceIds();
    expect(completeCheckout(checkoutAt(4, ids), aPayment({ method: 'BILLING_ACCOUNT' }), policy, ids)).toEqual(
      err({
        type: 'InvalidPayment',
        fields: { method: { type: 'PaymentMethodNotOffered', method: 'BILLING_ACCOUNT', country: 'ES' } },
      }),
    );
  });
});
