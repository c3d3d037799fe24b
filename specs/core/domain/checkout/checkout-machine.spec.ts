import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  goToStep,
  submitAddresses,
  submitContact,
  submitShipment,
} from '../../../../core/domain/checkout/checkout-machine.ts';
import type { CheckoutStep } from '../../../../core/domain/checkout/checkout-step.ts';
import { furthestStep, startCheckout, type Checkout } from '../../../../core/domain/checkout/checkout.ts';
import { completeCheckout } from '../../../../core/domain/checkout/complete-checkout.ts';
import {
  addresses,
  aCompanyContact,
  anAddress,
  aPayment,
  aPersonContact,
  aPolicy,
  aPortugueseAddress,
  aShipment,
  checkoutAt,
  completeCheckoutBackAt,
  type CheckoutJourney,
} from '../../../support/checkout-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const policy = aPolicy();
const KEY_1 = '00000000-0000-4000-8000-000000000001';
const KEY_2 = '00000000-0000-4000-8000-000000000002';

/** The data entered, without the step: what going back and forth must keep. */
const entered = ({ step: _step, ...data }: Checkout) => data;

describe('goToStep', () => {
  /** [standing at, target, allowed or the incomplete step named]. */
  const TABLE: readonly (readonly [CheckoutStep, CheckoutStep, 'ok' | CheckoutStep])[] = [
    [1, 1, 'ok'],
    [1, 2, 1],
    [1, 3, 1],
    [1, 4, 1],
    [2, 1, 'ok'],
    [2, 2, 'ok'],
    [2, 3, 2],
    [2, 4, 2],
    [3, 1, 'ok'],
    [3, 2, 'ok'],
    [3, 3, 'ok'],
    [3, 4, 3],
    [4, 1, 'ok'],
    [4, 2, 'ok'],
    [4, 3, 'ok'],
    [4, 4, 'ok'],
  ];

  it.each(TABLE)('from step %i (reached for the first time) to step %i: %s', (from, target, outcome) => {
    const checkout = checkoutAt(from, sequenceIds());
    const moved = goToStep(checkout, target, sequenceIds());
    if (outcome === 'ok') {
      expect(moved.map((each) => each.step)).toEqual(ok(target));
      expect(moved.map(entered)).toEqual(ok(entered(checkout)));
    } else {
      expect(moved).toEqual(err({ type: 'CheckoutStepIncomplete', step: outcome }));
    }
  });

  it.each([1, 2, 3, 4] as const)('allows exactly the steps up to the furthest one, from step %i', (from) => {
    const checkout = checkoutAt(from, sequenceIds());
    for (const target of [1, 2, 3, 4] as const) {
      expect(goToStep(checkout, target, sequenceIds()).isOk()).toBe(target <= furthestStep(checkout));
    }
  });

  it.each([1, 2, 3] as const)('goes forward from step %i, after going back, to any completed step', (back) => {
    const ids = sequenceIds();
    const complete = checkoutAt(4, ids);
    const backAgain = goToStep(complete, back, ids)._unsafeUnwrap();
    for (const target of [1, 2, 3, 4] as const) {
      expect(goToStep(backAgain, target, ids).map((each) => each.step)).toEqual(ok(target));
    }
    expect(goToStep(backAgain, 4, ids).map(entered)).toEqual(ok(entered(complete)));
  });

  it('keeps the idempotency key when going back and forward again', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(1, ids);
    expect(back.idempotencyKey).toBe(KEY_1);
    expect(goToStep(back, 4, ids).map((each) => each.idempotencyKey)).toEqual(ok(KEY_1));
  });

  it('makes the key on reaching the payment step when there is none', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(3, ids);
    const withoutKey: Checkout = back.step === 3 ? { ...back, idempotencyKey: null } : back;
    expect(goToStep(withoutKey, 4, ids).map((each) => each.idempotencyKey)).toEqual(ok(KEY_2));
  });
});

describe('submitting a step that is not the current one', () => {
  const SUBMITS = {
    1: (checkout: Checkout) => submitContact(checkout, aPersonContact(), policy),
    2: (checkout: Checkout) => submitAddresses(checkout, addresses(), policy),
    3: (checkout: Checkout) => submitShipment(checkout, aShipment(), policy, sequenceIds()),
    4: (checkout: Checkout) => completeCheckout(checkout, aPayment(), policy, sequenceIds()),
  } as const;

  const PAIRS = ([1, 2, 3, 4] as const).flatMap((step) =>
    ([1, 2, 3, 4] as const).filter((current) => current !== step).map((current) => [step, current] as const),
  );

  it.each(PAIRS)('refuses data for step %i while at step %i', (step, current) => {
    expect(SUBMITS[step](checkoutAt(current, sequenceIds()))).toEqual(
      err({ type: 'CheckoutStepNotCurrent', step, current }),
    );
  });
});

describe('submitContact', () => {
  it('stores the contact and moves to the address step', () => {
    expect(submitContact(startCheckout(), aPersonContact(), policy)).toEqual(
      ok({
        step: 2,
        contact: {
          customerType: 'PERSON',
          email: 'ana@example.es',
          firstName: 'Ana',
          lastName: 'García López',
          phone: '+34612345678',
        },
        addresses: null,
        shipment: null,
        payment: null,
        idempotencyKey: null,
      }),
    );
  });

  it('stays put with every field error', () => {
    expect(submitContact(startCheckout(), aPersonContact({ email: 'ana', phone: '' }), policy)).toEqual(
      err({ type: 'InvalidContact', fields: { email: { type: 'InvalidEmail' }, phone: { type: 'Required' } } }),
    );
  });

  it('keeps later steps and the key when the contact is sent again unchanged', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(1, ids);
    const again = submitContact(back, aPersonContact(), policy)._unsafeUnwrap();
    expect(again.step).toBe(2);
    expect(entered(again)).toEqual(entered(back));
  });

  it('keeps later steps but drops the key when a detail such as the e-mail changes', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(1, ids);
    const changed = submitContact(back, aPersonContact({ email: 'ana@example.pt' }), policy)._unsafeUnwrap();
    expect(changed.shipment).toEqual(back.shipment);
    expect(changed.addresses).toEqual(back.addresses);
    expect(changed.idempotencyKey).toBeNull();
    expect(goToStep(changed, 4, ids).map((each) => each.idempotencyKey)).toEqual(ok(KEY_2));
  });

  it('drops what a company was offered when the customer becomes a person', () => {
    const ids = sequenceIds();
    const journey: CheckoutJourney = {
      contact: aCompanyContact(),
      shipment: aShipment({ mode: 'CUSTOMER', deliveryMethod: '', carrier: '' }),
      policy: aPolicy({ hasBillingAccount: true }),
    };
    const company = checkoutAt(4, ids, journey);
    const paid = completeCheckout(
      company,
      aPayment({ method: 'BILLING_ACCOUNT' }),
      journey.policy!,
      ids,
    )._unsafeUnwrap();
    const back = goToStep(paid.checkout, 1, ids)._unsafeUnwrap();
    const person = submitContact(back, aPersonContact(), journey.policy!)._unsafeUnwrap();
    expect(person.shipment).toBeNull();
    expect(person.payment).toBeNull();
    expect(goToStep(person, 4, ids)).toEqual(err({ type: 'CheckoutStepIncomplete', step: 3 }));
  });

  it('drops consumer credit when a person becomes a company, keeping the shipment', () => {
    const ids = sequenceIds();
    const person = checkoutAt(4, ids);
    const paid = completeCheckout(person, aPayment({ method: 'KLARNA' }), policy, ids)._unsafeUnwrap();
    const back = goToStep(paid.checkout, 1, ids)._unsafeUnwrap();
    const company = submitContact(back, aCompanyContact(), policy)._unsafeUnwrap();
    expect(company.payment).toBeNull();
    expect(company.shipment).toEqual(person.shipment);
  });
});

describe('submitAddresses', () => {
  it('stores the addresses and moves to the shipment step', () => {
    const moved = submitAddresses(checkoutAt(2, sequenceIds()), addresses(), policy);
    expect(moved.map((each) => [each.step, each.addresses?.shipping.postalCode])).toEqual(ok([3, '28013']));
  });

  it('stays put with every field error', () => {
    expect(
      submitAddresses(checkoutAt(2, sequenceIds()), addresses(anAddress({ postalCode: '99999' })), policy),
    ).toEqual(
      err({
        type: 'InvalidAddresses',
        fields: { 'billing.postalCode': { type: 'InvalidPostalCode', country: 'ES' } },
      }),
    );
  });

  it('keeps the shipment and payment, and drops the key, when the street changes in the same country', () => {
    const ids = sequenceIds();
    const paid = completeCheckout(checkoutAt(4, ids), aPayment(), policy, ids)._unsafeUnwrap().checkout;
    const back = goToStep(paid, 2, ids)._unsafeUnwrap();
    const moved = submitAddresses(back, addresses(anAddress({ line1: 'Calle Mayor 2' })), policy)._unsafeUnwrap();
    expect(moved.shipment).toEqual(paid.shipment);
    expect(moved.payment).toEqual(paid.payment);
    expect(moved.idempotencyKey).toBeNull();
  });

  it('keeps the key when the addresses are sent again unchanged', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(2, ids);
    expect(submitAddresses(back, addresses(), policy).map((each) => each.idempotencyKey)).toEqual(ok(KEY_1));
  });

  it('drops the shipment when the shipping country changes, and a payment method the new country lacks', () => {
    const ids = sequenceIds();
    const paid = completeCheckout(checkoutAt(4, ids), aPayment({ method: 'BIZUM' }), policy, ids)._unsafeUnwrap();
    const back = goToStep(paid.checkout, 2, ids)._unsafeUnwrap();
    const moved = submitAddresses(back, addresses(anAddress(), aPortugueseAddress()), policy)._unsafeUnwrap();
    expect([moved.step, moved.shipment, moved.payment, moved.idempotencyKey]).toEqual([3, null, null, null]);
  });

  it('keeps a payment method the new shipping country also offers', () => {
    const ids = sequenceIds();
    const paid = completeCheckout(checkoutAt(4, ids), aPayment({ method: 'CARD' }), policy, ids)._unsafeUnwrap();
    const back = goToStep(paid.checkout, 2, ids)._unsafeUnwrap();
    const moved = submitAddresses(back, addresses(aPortugueseAddress()), policy)._unsafeUnwrap();
    expect(moved.shipment).toBeNull();
    expect(moved.payment).toEqual({ method: 'CARD', kind: 'ONLINE_PREPAID' });
  });
});

describe('submitShipment', () => {
  it('stores the shipment, moves to the payment step and makes the idempotency key there', () => {
    const moved = submitShipment(checkoutAt(3, sequenceIds()), aShipment(), policy, sequenceIds());
    expect(moved.map((each) => [each.step, each.shipment?.carrier, each.idempotencyKey])).toEqual(
      ok([4, 'CORREOS', KEY_1]),
    );
  });

  it('stays put with every field error, judged for the shipping country and customer', () => {
    const atShipment = checkoutAt(3, sequenceIds(), { addresses: addresses(aPortugueseAddress()) });
    expect(submitShipment(atShipment, aShipment({ mode: 'MANAGED' }), policy, sequenceIds())).toEqual(
      err({
        type: 'InvalidShipment',
        fields: { mode: { type: 'ShipmentModeNotOffered', mode: 'MANAGED', country: 'PT' } },
      }),
    );
  });

  it('keeps the key when the same shipment is sent again', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(3, ids);
    expect(submitShipment(back, aShipment(), policy, ids).map((each) => each.idempotencyKey)).toEqual(ok(KEY_1));
  });

  it('makes a new key when another shipment is chosen', () => {
    const ids = sequenceIds();
    const back = completeCheckoutBackAt(3, ids);
    const other = aShipment({ carrier: 'GLS' });
    expect(submitShipment(back, other, policy, ids).map((each) => each.idempotencyKey)).toEqual(ok(KEY_2));
  });
});
