import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { CartGateway } from '../../../../core/storefront/carts/cart-gateway.port.ts';
import type { CheckoutGateway } from '../../../../core/storefront/checkout/checkout-gateway.port.ts';
import { rejectedFields, shownStep } from '../../../../core/storefront/checkout/checkout-rules.ts';
import { checkoutUseCases as checkoutUseCasesWith } from '../../../../core/storefront/checkout/checkout-page.use-cases.ts';
import { loadCheckoutPage } from '../../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import { aShownCart } from '../../../support/shown-cart-mother.ts';
import { aCheckoutAt, someShipmentOptions } from '../../../support/shown-checkout-mother.ts';
import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';
import { furthestStep } from '../../../../core/domain/checkout/checkout.ts';

const checkoutUseCases = (gateway: CheckoutGateway, notices = recordingCartNotices().notices) =>
  checkoutUseCasesWith(gateway, notices);

const cart = aShownCart();
const placed = { publicId: 'ES-7KQ2M9XD', next: { kind: 'pending' as const } };

/** A checkout gateway that records its calls; `goToStep` answers the checkout at that step. */
const recording = (overrides: Partial<CheckoutGateway> = {}) => {
  const calls: unknown[][] = [];
  const log =
    <A>(name: string, answer: A) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return okAsync(answer);
    };
  const gateway: CheckoutGateway = {
    viewCheckout: log('viewCheckout', aCheckoutAt(1)),
    goToStep: (step) => {
      calls.push(['goToStep', step]);
      return okAsync(aCheckoutAt(step));
    },
    submitContact: log('submitContact', aCheckoutAt(2)),
    submitAddresses: log('submitAddresses', aCheckoutAt(3)),
    submitShipment: log('submitShipment', aCheckoutAt(4)),
    shipmentOptions: log('shipmentOptions', someShipmentOptions),
    placeOrder: log('placeOrder', placed),
    ...overrides,
  };
  return { gateway, calls };
};

const carts: CartGateway = {
  viewCart: () => okAsync(cart),
  addLine: () => okAsync(cart),
  changeQuantity: () => okAsync(cart),
  removeLine: () => okAsync(cart),
  applyPromotion: () => okAsync(cart),
  removePromotion: () => okAsync(cart),
};

const person = {
  customerType: 'PERSON',
  email: 'lucia@example.com',
  firstName: 'Lucía',
  lastName: 'García',
  phone: '612345678',
  companyName: '',
  vatId: '',
};
const madrid = { line1: 'Calle Mayor 1', line2: '', postalCode: '28001', city: 'Madrid', country: 'ES' };

describe('which step the checkout shows', () => {
  it.each([
    [aCheckoutAt(1), 1],
    [aCheckoutAt(2), 2],
    [aCheckoutAt(3), 3],
    [aCheckoutAt(4), 4],
  ] as const)('stands no further than the first incomplete step', (checkout, step) => {
    expect(furthestStep(checkout)).toBe(step);
  });

  it.each([
    [1, 1],
    [2, 2],
    [4, 3],
    [0, 3],
  ])('shows step %s asked for as %s when step 3 is the furthest', (requested, shown) => {
    expect(shownStep(aCheckoutAt(3), requested)).toBe(shown);
  });

  it('names only the fields that failed', () => {
    expect(rejectedFields({ email: undefined, phone: { type: 'InvalidPhone' } })).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'phone', problem: 'InvalidPhone' }],
    });
  });
});

describe('loadCheckoutPage', () => {
  it('loads the pickup points near the shipping address for the shipment step', async () => {
    const { gateway, calls } = recording({ viewCheckout: () => okAsync(aCheckoutAt(3)) });
    const page = (await loadCheckoutPage(gateway, carts)(3))._unsafeUnwrap();
    expect(page).toEqual({ step: 3, checkout: aCheckoutAt(3), cart, shipmentOptions: someShipmentOptions });
    expect(calls).toEqual([['shipmentOptions', { country: 'ES', postalCode: '28001', customerType: 'PERSON' }]]);
  });

  it('loads no shipment options on other steps', async () => {
    const { gateway, calls } = recording({ viewCheckout: () => okAsync(aCheckoutAt(4)) });
    expect((await loadCheckoutPage(gateway, carts)(2))._unsafeUnwrap().shipmentOptions).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the shipment step without options when the shop cannot list them', async () => {
    const { gateway } = recording({
      viewCheckout: () => okAsync(aCheckoutAt(3)),
      shipmentOptions: () => errAsync(apiRequestFailed('/checkout/shipment-options')),
    });
    expect((await loadCheckoutPage(gateway, carts)(3))._unsafeUnwrap().shipmentOptions).toBeNull();
  });

  it('offers the signed-in customer’s default addresses on the address step while the checkout holds none', async () => {
    const saved = { billing: null, shipping: aCheckoutAt(3).addresses!.shipping };
    const { gateway } = recording({ viewCheckout: () => okAsync({ ...aCheckoutAt(2), addresses: null }) });
    const page = (await loadCheckoutPage(gateway, carts, () => okAsync(saved))(2))._unsafeUnwrap();
    expect(page.savedAddresses).toEqual(saved);
  });

  it('reads no saved addresses once the checkout holds addresses, on another step, or for a guest', async () => {
    const read: number[] = [];
    const reader = () => {
      read.push(1);
      return okAsync({ billing: null, shipping: null });
    };
    const withAddresses = recording({ viewCheckout: () => okAsync(aCheckoutAt(3)) });
    expect((await loadCheckoutPage(withAddresses.gateway, carts, reader)(2))._unsafeUnwrap()).not.toHaveProperty(
      'savedAddresses',
    );
    const elsewhere = recording({ viewCheckout: () => okAsync({ ...aCheckoutAt(2), addresses: null }) });
    await loadCheckoutPage(elsewhere.gateway, carts, reader)(1);
    expect(read).toEqual([]);
    const guest = (await loadCheckoutPage(elsewhere.gateway, carts)(2))._unsafeUnwrap();
    expect(guest).not.toHaveProperty('savedAddresses');
  });

  it('passes the shop being unavailable on', async () => {
    const { gateway } = recording({ viewCheckout: () => errAsync(apiRequestFailed('/checkout')) });
    expect((await loadCheckoutPage(gateway, carts)(1))._unsafeUnwrapErr()).toEqual(apiRequestFailed('/checkout'));
  });
});

describe('the checkout steps', () => {
  it('sends a valid contact while standing on the contact step', async () => {
    const { gateway, calls } = recording();
    expect((await checkoutUseCases(gateway).submitContact(aCheckoutAt(1), cart, person))._unsafeUnwrap()).toEqual(
      aCheckoutAt(2),
    );
    expect(calls).toEqual([['submitContact', person]]);
  });

  it('goes back to the contact step first when the checkout stands further on', async () => {
    const { gateway, calls } = recording();
    await checkoutUseCases(gateway).submitContact(aCheckoutAt(3), cart, person);
    expect(calls).toEqual([
      ['goToStep', 1],
      ['submitContact', person],
    ]);
  });

  it('refuses a contact the core refuses, field by field, without calling the shop', async () => {
    const { gateway, calls } = recording();
    const result = await checkoutUseCases(gateway).submitContact(aCheckoutAt(1), cart, { ...person, email: 'no' });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'email', problem: 'InvalidEmail' }],
    });
    expect(calls).toEqual([]);
  });

  it('sends valid addresses and refuses a country the store does not ship to', async () => {
    const { gateway, calls } = recording();
    const input = { billing: madrid, shipping: null };
    await checkoutUseCases(gateway).submitAddresses(aCheckoutAt(2), cart, input);
    expect(calls).toEqual([['submitAddresses', input]]);
    const abroad = { billing: { ...madrid, country: 'IT', postalCode: '00100' }, shipping: null };
    expect((await checkoutUseCases(gateway).submitAddresses(aCheckoutAt(2), cart, abroad))._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'billing.country', problem: 'CountryNotShipped' }],
    });
  });

  it('sends the shipment choice, moving to the shipment step first when needed', async () => {
    const { gateway, calls } = recording();
    const input = {
      mode: 'PICKPOINT',
      deliveryMethod: 'PICKPOINT',
      carrier: 'CORREOS',
      pickupPointId: 'CORREOS-ES-01',
    };
    await checkoutUseCases(gateway).submitShipment(aCheckoutAt(4), input);
    expect(calls).toEqual([
      ['goToStep', 3],
      ['submitShipment', input],
    ]);
  });

  it('searches pickup points by a postal code the core accepts', async () => {
    const { gateway, calls } = recording();
    await checkoutUseCases(gateway).searchShipmentOptions(aCheckoutAt(3), '28013');
    expect(calls).toEqual([['shipmentOptions', { country: 'ES', postalCode: '28013', customerType: 'PERSON' }]]);
    expect((await checkoutUseCases(gateway).searchShipmentOptions(aCheckoutAt(3), '2801'))._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'postalCode', problem: 'InvalidPostalCode' }],
    });
  });

  it('cannot search pickup points before the address is known', async () => {
    const { gateway, calls } = recording();
    expect((await checkoutUseCases(gateway).searchShipmentOptions(aCheckoutAt(2), '28001'))._unsafeUnwrapErr()).toEqual(
      {
        type: 'CheckoutRejected',
        fields: [{ field: 'country', problem: 'Required' }],
      },
    );
    expect(calls).toEqual([]);
  });
});

describe('placing the order', () => {
  it("sends the checkout's idempotency key and the total the shopper saw", async () => {
    const { gateway, calls } = recording();
    const order = await checkoutUseCases(gateway).placeOrder(aCheckoutAt(4), cart, {
      method: 'CARD',
      termsAccepted: true,
    });
    expect(order._unsafeUnwrap()).toEqual(placed);
    expect(calls).toEqual([
      ['placeOrder', { paymentMethod: 'CARD', termsAccepted: true, expectedTotal: 2995, idempotencyKey: 'key-1' }],
    ]);
  });

  it("tells the visitor's other tabs once the order is placed (the cart is now empty), and not when refused", async () => {
    const tabs = recordingCartNotices();
    const { gateway } = recording();
    await checkoutUseCases(gateway, tabs.notices).placeOrder(aCheckoutAt(4), cart, {
      method: 'CARD',
      termsAccepted: true,
    });
    expect(tabs.announced()).toBe(1);
    await checkoutUseCases(gateway, tabs.notices).placeOrder(aCheckoutAt(4), cart, {
      method: 'BLIK',
      termsAccepted: true,
    });
    const failing = recording({ placeOrder: () => errAsync(apiRequestFailed('/orders')) }).gateway;
    await checkoutUseCases(failing, tabs.notices).placeOrder(aCheckoutAt(4), cart, {
      method: 'CARD',
      termsAccepted: true,
    });
    expect(tabs.announced()).toBe(1);
  });

  it('sends the same key when the button is pressed twice', async () => {
    const { gateway, calls } = recording();
    const place = () =>
      checkoutUseCases(gateway).placeOrder(aCheckoutAt(4), cart, { method: 'CARD', termsAccepted: true });
    await Promise.all([place(), place()]);
    expect(calls.map((call) => (call[1] as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('refuses a method not offered and unaccepted terms without calling the shop', async () => {
    const { gateway, calls } = recording();
    const order = await checkoutUseCases(gateway).placeOrder(aCheckoutAt(4), cart, {
      method: 'BLIK',
      termsAccepted: false,
    });
    expect(order._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [
        { field: 'method', problem: 'PaymentMethodNotOffered' },
        { field: 'terms', problem: 'TermsNotAccepted' },
      ],
    });
    expect(calls).toEqual([]);
  });

  it('moves to the payment step for its key when the checkout stands elsewhere', async () => {
    const { gateway, calls } = recording();
    await checkoutUseCases(gateway).placeOrder(aCheckoutAt(3), cart, { method: 'CARD', termsAccepted: true });
    expect(calls[0]).toEqual(['goToStep', 4]);
  });

  it('places nothing when the shop gives the payment step no key', async () => {
    const { gateway, calls } = recording({ goToStep: () => okAsync(aCheckoutAt(4, { idempotencyKey: null })) });
    const order = await checkoutUseCases(gateway).placeOrder(aCheckoutAt(3), cart, {
      method: 'CARD',
      termsAccepted: true,
    });
    expect(order._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'method', problem: 'Required' }],
    });
    expect(calls).toEqual([]);
  });
});
