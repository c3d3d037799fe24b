import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../core/domain/checkout/checkout.ts';
import type { Quantity } from '../../../../core/domain/pricing/quantity.ts';
import type { CartId } from '../../../../core/shop/carts/cart.ts';
import { cartShippingCost } from '../../../../core/shop/checkout/cart-shipping-cost.use-case.ts';
import type { CheckoutDeps } from '../../../../core/shop/checkout/checkout-deps.ts';
import {
  goToCheckoutStep,
  submitCheckoutAddresses,
  submitCheckoutContact,
  submitCheckoutShipment,
  viewCheckout,
} from '../../../../core/shop/checkout/checkout-steps.use-case.ts';
import { listShipmentOptions } from '../../../../core/shop/checkout/list-shipment-options.use-case.ts';
import { aCart, aGuest, aLine, asShopper, ES_STORE, euros } from '../../../support/carts-mother.ts';
import {
  addresses,
  anAddress,
  aPersonContact,
  aShipment,
  checkoutAt,
  country,
} from '../../../support/checkout-mother.ts';
import { inMemoryCartRepository } from '../../../support/in-memory-carts.ts';
import { inMemoryCheckouts, inMemoryShipping } from '../../../support/in-memory-checkout.ts';
import { savedSiteConfig } from '../../../support/saved-site-config.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const guest = aGuest();
const shopper = asShopper(guest);
const CART = 'cart-1' as CartId;

const world = (
  options: {
    lines?: number;
    checkout?: Checkout;
    noCart?: boolean;
    siteConfig?: ReturnType<typeof savedSiteConfig>;
  } = {},
) => {
  const lines = Array.from({ length: options.lines ?? 1 }, () => aLine({ quantity: 1 as Quantity }));
  const carts = inMemoryCartRepository(
    options.noCart ? [] : [{ cart: aCart({ lines }), sessionId: guest.sessionId, customerId: null, status: 'open' }],
  );
  const checkouts = inMemoryCheckouts(options.checkout ? new Map([[CART, options.checkout]]) : new Map());
  const deps: CheckoutDeps = {
    carts: carts.repository,
    checkouts: checkouts.repository,
    shipping: inMemoryShipping(),
    store: ES_STORE,
    siteConfig: (options.siteConfig ?? savedSiteConfig('WPX-ES')).read,
    ids: sequenceIds(),
  };
  return { deps, kept: checkouts.kept };
};

describe('viewCheckout', () => {
  it('is a fresh checkout without a cart or without anything entered', async () => {
    expect((await viewCheckout(world({ noCart: true }).deps)(shopper))._unsafeUnwrap()).toMatchObject({
      cartId: null,
      step: 1,
    });
    expect((await viewCheckout(world().deps)(shopper))._unsafeUnwrap()).toMatchObject({
      cartId: 'cart-1',
      step: 1,
      contact: null,
    });
  });

  it("starts the address step in the store's default country as saved now, cart or no cart", async () => {
    const config = savedSiteConfig('WPX-ES');
    expect((await viewCheckout(world({ siteConfig: config }).deps)(shopper))._unsafeUnwrap().defaultCountry).toBe('ES');
    config.save({ defaultCountryA2: 'PT' as never });
    for (const deps of [world({ siteConfig: config }).deps, world({ siteConfig: config, noCart: true }).deps]) {
      expect((await viewCheckout(deps)(shopper))._unsafeUnwrap().defaultCountry).toBe('PT');
    }
    const moved = await submitCheckoutContact(world({ siteConfig: config }).deps)(shopper, aPersonContact());
    expect(moved._unsafeUnwrap()).toMatchObject({ step: 2, defaultCountry: 'PT' });
  });

  it('is what was kept', async () => {
    const kept = checkoutAt(3, sequenceIds());
    expect((await viewCheckout(world({ checkout: kept }).deps)(shopper))._unsafeUnwrap()).toMatchObject({
      step: 3,
      contact: kept.contact,
    });
  });
});

describe('checkout steps', () => {
  it('keeps the contact, then the addresses, then the shipment, each time one step further', async () => {
    const { deps, kept } = world();
    expect((await submitCheckoutContact(deps)(shopper, aPersonContact()))._unsafeUnwrap().step).toBe(2);
    expect((await submitCheckoutAddresses(deps)(shopper, addresses()))._unsafeUnwrap().step).toBe(3);
    const atPayment = (await submitCheckoutShipment(deps)(shopper, aShipment()))._unsafeUnwrap();
    expect(atPayment).toMatchObject({ step: 4, shipment: { carrier: 'CORREOS' }, idempotencyKey: expect.any(String) });
    expect(kept.get(CART)?.step).toBe(4);
  });

  it('goes back to the contact when it is sent again, keeping the later entries', async () => {
    const { deps } = world({ checkout: checkoutAt(4, sequenceIds()) });
    const view = (await submitCheckoutContact(deps)(shopper, aPersonContact({ firstName: 'Eva' })))._unsafeUnwrap();
    expect(view).toMatchObject({ step: 2, contact: { firstName: 'Eva' }, shipment: { carrier: 'CORREOS' } });
  });

  it('refuses to check out an empty cart or no cart', async () => {
    expect(await submitCheckoutContact(world({ lines: 0 }).deps)(shopper, aPersonContact())).toEqual(
      err({ type: 'CartEmpty' }),
    );
    expect(await submitCheckoutContact(world({ noCart: true }).deps)(shopper, aPersonContact())).toEqual(
      err({ type: 'CartEmpty' }),
    );
  });

  it('answers invalid fields and skipped steps', async () => {
    const { deps } = world();
    expect(
      (await submitCheckoutContact(deps)(shopper, aPersonContact({ email: 'nope' })))._unsafeUnwrapErr(),
    ).toMatchObject({
      type: 'InvalidContact',
      fields: { email: { type: 'InvalidEmail' } },
    });
    expect(await submitCheckoutAddresses(deps)(shopper, addresses())).toEqual(
      err({ type: 'CheckoutStepIncomplete', step: 1 }),
    );
    expect(await submitCheckoutShipment(deps)(shopper, aShipment())).toEqual(
      err({ type: 'CheckoutStepIncomplete', step: 1 }),
    );
  });

  it('moves between steps', async () => {
    const { deps } = world({ checkout: checkoutAt(4, sequenceIds()) });
    expect((await goToCheckoutStep(deps)(shopper, 2))._unsafeUnwrap().step).toBe(2);
    expect((await goToCheckoutStep(deps)(shopper, 4))._unsafeUnwrap().step).toBe(4);
    expect(await goToCheckoutStep(world().deps)(shopper, 3)).toEqual(err({ type: 'CheckoutStepIncomplete', step: 1 }));
  });

  describe('the shipment', () => {
    const atShipment = () => world({ checkout: checkoutAt(3, sequenceIds()) });

    it('refuses a carrier without a price for the country', async () => {
      const result = await submitCheckoutShipment(atShipment().deps)(shopper, aShipment({ carrier: 'DHL_PARCEL' }));
      expect(result).toEqual(
        err({
          type: 'InvalidShipment',
          fields: { carrier: { type: 'CarrierNotAvailable', carrier: 'DHL_PARCEL', country: 'ES' } },
        }),
      );
    });

    it.each([
      ['an unknown point', 'NOPE-1'],
      ["another carrier's point", 'UPS-ES-01'],
    ])('refuses %s', async (_, pickupPointId) => {
      const result = await submitCheckoutShipment(atShipment().deps)(
        shopper,
        aShipment({ mode: 'PICKPOINT', deliveryMethod: '', pickupPointId }),
      );
      expect(result).toEqual(
        err({ type: 'InvalidShipment', fields: { pickupPointId: { type: 'InvalidPickupPoint' } } }),
      );
    });

    it("refuses a carrier's point in another country", async () => {
      const portuguese = world({
        checkout: checkoutAt(3, sequenceIds(), {
          addresses: addresses(
            anAddress({ line1: 'Rua Augusta 1', postalCode: '1100-053', city: 'Lisboa', country: 'PT' }),
          ),
        }),
      });
      const result = await submitCheckoutShipment(portuguese.deps)(
        shopper,
        aShipment({ mode: 'PICKPOINT', carrier: 'UPS', deliveryMethod: '', pickupPointId: 'UPS-ES-01' }),
      );
      expect(result).toEqual(
        err({
          type: 'InvalidShipment',
          fields: { carrier: { type: 'CarrierNotAvailable', carrier: 'UPS', country: 'PT' } },
        }),
      );
    });

    it("keeps one of the carrier's pickup points, and a factory collection without a carrier", async () => {
      const pickup = await submitCheckoutShipment(atShipment().deps)(
        shopper,
        aShipment({ mode: 'PICKPOINT', deliveryMethod: '', pickupPointId: 'CORREOS-ES-01' }),
      );
      expect(pickup._unsafeUnwrap().shipment).toMatchObject({ pickupPointId: 'CORREOS-ES-01' });
      const factory = await submitCheckoutShipment(atShipment().deps)(
        shopper,
        aShipment({ mode: 'MANAGED', deliveryMethod: '', carrier: '' }),
      );
      expect(factory._unsafeUnwrap().shipment).toMatchObject({ mode: 'MANAGED', carrier: null });
    });

    it('answers invalid shipment fields', async () => {
      expect(
        (await submitCheckoutShipment(atShipment().deps)(shopper, aShipment({ mode: '' })))._unsafeUnwrapErr(),
      ).toEqual({
        type: 'InvalidShipment',
        fields: { mode: { type: 'Required' } },
      });
    });
  });
});

describe('listShipmentOptions', () => {
  const list = listShipmentOptions(world().deps);

  it('lists the options for a country the store ships to', async () => {
    const options = (
      await list(shopper, { country: ' es ', postalCode: '28 001', customerType: 'PERSON' })
    )._unsafeUnwrap();
    expect(options).toMatchObject({ country: 'ES', postalCode: '28001' });
    expect(options.modes.map((mode) => mode.mode)).toEqual(['ADDRESS', 'PICKPOINT', 'MANAGED']);
  });

  it.each([
    ['a country code that is no code', 'E5', '28001', { country: { type: 'UnsupportedCountry', country: 'E5' } }],
    ['a country not shipped to', 'IT', '00184', { country: { type: 'CountryNotShipped', country: 'IT' } }],
    ['a postal code of another country', 'ES', '99999', { postalCode: { type: 'InvalidPostalCode', country: 'ES' } }],
  ])('answers %s as a field error', async (_, country, postalCode, fields) => {
    expect(await list(shopper, { country, postalCode, customerType: 'PERSON' })).toEqual(
      err({ type: 'InvalidShipmentQuery', fields }),
    );
  });
});

describe('cartShippingCost', () => {
  const cart = aCart();
  const SPAIN = { defaultCountryA2: country('ES'), pricesWithDecimals: true };
  const costOf = (checkout?: Checkout, config = SPAIN) =>
    cartShippingCost(world(checkout ? { checkout } : {}).deps)(cart, config);
  const FROM_CORREOS_PICKPOINT = { type: 'From', price: euros(345) };

  it('counts zero until a shipment is chosen, and says what delivery costs from', async () => {
    const nothingChosen = { price: euros(0), quote: FROM_CORREOS_PICKPOINT };
    expect((await costOf())._unsafeUnwrap()).toEqual(nothingChosen);
    expect((await costOf(checkoutAt(3, sequenceIds())))._unsafeUnwrap()).toEqual(nothingChosen);
    const strayShipment = {
      ...checkoutAt(1, sequenceIds()),
      shipment: checkoutAt(4, sequenceIds()).shipment,
    } as Checkout;
    expect((await costOf(strayShipment))._unsafeUnwrap()).toEqual(nothingChosen);
  });

  it("quotes the store's default country before an address, and the address's country after", async () => {
    const portugal = { defaultCountryA2: country('PT'), pricesWithDecimals: true };
    expect((await costOf(undefined, portugal))._unsafeUnwrap()).toEqual({
      price: euros(0),
      quote: { type: 'AtCheckout' },
    });
    expect((await costOf(checkoutAt(3, sequenceIds()), portugal))._unsafeUnwrap().quote).toEqual(
      FROM_CORREOS_PICKPOINT,
    );
  });

  it("is the chosen carrier's rate, or zero and a quote when the rate is gone", async () => {
    expect((await costOf(checkoutAt(4, sequenceIds())))._unsafeUnwrap()).toEqual({
      price: euros(495),
      quote: { type: 'Chosen' },
    });
    const gone = checkoutAt(4, sequenceIds(), { shipment: aShipment({ carrier: 'CHRONOEXPRESS' }) });
    expect((await costOf(gone))._unsafeUnwrap()).toEqual({ price: euros(0), quote: FROM_CORREOS_PICKPOINT });
  });
});
