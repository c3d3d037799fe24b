import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../core/domain/checkout/checkout.ts';
import type { PostalCode } from '../../../../core/domain/checkout/postal-code.ts';
import type { ShipmentChoice } from '../../../../core/domain/checkout/shipment-step.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import { checkoutPolicyFor } from '../../../../core/domain/checkout/checkout-policy.ts';
import { checkoutView, requirePaymentStep } from '../../../../core/shop/checkout/checkout-view.ts';
import {
  locatePostalCode,
  nearestPickupPoints,
  PICKUP_POINT_MAX_KM,
} from '../../../../core/shop/checkout/nearest-pickup-points.ts';
import { centreOf, distanceKm, formatDistanceKm } from '../../../../core/domain/shipments/geo-distance.ts';
import { paymentOptionsFor } from '../../../../core/shop/checkout/payment-options.ts';
import { shipmentOptions } from '../../../../core/shop/checkout/shipment-options.ts';
import { shippingCostOf } from '../../../../core/shop/checkout/shipping-cost.ts';
import { euros } from '../../../support/carts-mother.ts';
import { checkoutAt } from '../../../support/checkout-mother.ts';
import { aPickupPoint, aRate, SPANISH_POINTS, SPANISH_RATES } from '../../../support/in-memory-checkout.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const ES = 'ES' as CountryCode;

describe('checkoutPolicyFor', () => {
  it('lets the Iberian stores offer collection at the Spanish factory, and no other', () => {
    expect(checkoutPolicyFor(storeFor('WPX-PT'), false)).toEqual({
      storeCountry: 'PT',
      shippingCountries: ['PT', 'ES'],
      factoryCountry: 'ES',
      hasBillingAccount: false,
    });
    expect(checkoutPolicyFor(storeFor('WPX-FR'), true)).toMatchObject({
      factoryCountry: null,
      hasBillingAccount: true,
    });
  });
});

describe('shippingCostOf', () => {
  const byAddress: ShipmentChoice = {
    mode: 'ADDRESS',
    deliveryMode: 'SEND',
    deliveryMethod: 'ADDRESS',
    carrier: 'UPS',
    pickupPointId: null,
  };

  it("is the carrier's rate for the method, free at the factory, and unknown without a rate", () => {
    expect(shippingCostOf(byAddress, SPANISH_RATES, 'EUR')).toEqual(euros(895));
    expect(
      shippingCostOf(
        { ...byAddress, mode: 'MANAGED', deliveryMode: 'MANAGED', deliveryMethod: 'FACTORY_PICKUP', carrier: null },
        [],
        'EUR',
      ),
    ).toEqual(euros(0));
    expect(shippingCostOf({ ...byAddress, carrier: 'GLS' }, SPANISH_RATES, 'EUR')).toBeNull();
  });
});

describe('nearestPickupPoints', () => {
  const points = [
    aPickupPoint('A', 'UPS', '08001'),
    aPickupPoint('B', 'UPS', '28045'),
    aPickupPoint('C', 'UPS', '28013'),
    aPickupPoint('D', 'UPS', '28013'),
    aPickupPoint('E', 'UPS', '46002'),
    aPickupPoint('S', 'UPS', '41001'),
    aPickupPoint('F', 'UPS', '28013', 'ES', [null, null]),
  ];
  const ids = (near: readonly { id: string }[]) => near.map((point) => point.id);

  it('lists the points near a postal code nearest first, with the distance, and none from other cities', () => {
    const near = nearestPickupPoints(points, locatePostalCode(points, '28 014'));
    expect(ids(near)).toEqual(['C', 'D', 'B']);
    expect(near.map((point) => Math.round(point.distanceKm))).toEqual([0, 0, 3]);
    expect(ids(nearestPickupPoints(points, locatePostalCode(points, '28014'), 2))).toEqual(['C', 'D']);
  });

  it('locates a postal code by the area it shares with known points, and no farther', () => {
    expect(ids(nearestPickupPoints(points, locatePostalCode(points, '41020')))).toEqual(['S']);
    expect(locatePostalCode(points, '37001')).toBeNull();
    expect(nearestPickupPoints(points, null)).toEqual([]);
  });

  it('never offers a point farther than the limit, whatever the postal code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (postalCode) => {
        const near = nearestPickupPoints(points, locatePostalCode(points, postalCode));
        expect(near.every((point) => point.distanceKm <= PICKUP_POINT_MAX_KM)).toBe(true);
        const distances = near.map((point) => point.distanceKm);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }),
    );
  });
});

describe('distanceKm', () => {
  it('measures Madrid to Barcelona as about 505 km', () => {
    const madrid = { latitude: 40.4168, longitude: -3.7038 };
    const barcelona = { latitude: 41.3874, longitude: 2.1686 };
    expect(Math.round(distanceKm(madrid, barcelona))).toBe(505);
    expect(centreOf([])).toBeNull();
  });

  it('shows a distance in the store language', () => {
    expect(formatDistanceKm(1.234, 'es-ES')).toBe('1,2 km');
    expect(formatDistanceKm(3, 'en-GB')).toBe('3 km');
  });
});

describe('shipmentOptions', () => {
  const base = {
    country: ES,
    postalCode: '28013' as PostalCode,
    customerType: 'PERSON' as const,
    factoryCountry: ES,
    currency: 'EUR' as const,
    rates: SPANISH_RATES,
    pickupPoints: new Map([
      ['CORREOS' as const, SPANISH_POINTS.slice(0, 1).map((point) => ({ ...point, distanceKm: 0.4 }))],
      ['UPS' as const, SPANISH_POINTS.slice(2).map((point) => ({ ...point, distanceKm: 2.6 }))],
    ]),
  };

  it('lists priced carriers, cheapest first, pickup carriers with points near, and free factory collection', () => {
    const options = shipmentOptions(base);
    expect(
      options.modes.map((mode) => [mode.mode, mode.carriers.map((c) => c.carrier), mode.price?.amount ?? null]),
    ).toEqual([
      ['ADDRESS', ['CORREOS', 'UPS'], null],
      ['PICKPOINT', ['CORREOS', 'UPS'], null],
      ['MANAGED', [], 0],
    ]);
    expect(options.modes[1]?.carriers[0]?.pickupPoints.map((p) => p.id)).toEqual(['CORREOS-ES-01']);
    expect(options.modes[0]?.carriers[0]?.pickupPoints).toEqual([]);
  });

  it('leaves out a mode no carrier prices', () => {
    expect(
      shipmentOptions({ ...base, rates: [aRate('UPS', 'PICKPOINT', 595)], factoryCountry: null }).modes.map(
        (m) => m.mode,
      ),
    ).toEqual(['PICKPOINT']);
  });
});

describe('paymentOptionsFor', () => {
  it('gives each offered method with how it is settled', () => {
    expect(paymentOptionsFor(ES, 'COMPANY', true).slice(0, 2)).toEqual([
      { method: 'BILLING_ACCOUNT', kind: 'BANK_RECEIPT' },
      { method: 'CARD', kind: 'ONLINE_PREPAID' },
    ]);
  });
});

describe('checkout views', () => {
  const policy = checkoutPolicyFor(storeFor('WPX-ES'), false);

  it('offers payment methods once the contact and the shipping country are known', () => {
    const ids = sequenceIds();
    expect(checkoutView(null, checkoutAt(2, ids), policy).paymentOptions).toEqual([]);
    expect(checkoutView('c1' as never, checkoutAt(3, ids), policy).paymentOptions[0]).toEqual({
      method: 'CARD',
      kind: 'ONLINE_PREPAID',
    });
  });

  it('requires the payment step', () => {
    const ids = sequenceIds();
    const atPayment = checkoutAt(4, ids);
    expect(requirePaymentStep(atPayment)).toEqual(ok(atPayment));
    expect(requirePaymentStep(checkoutAt(3, ids) as Checkout)).toEqual(
      err({ type: 'CheckoutStepIncomplete', step: 3 }),
    );
  });
});
