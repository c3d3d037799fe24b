import type { Cents } from '../../core/domain/pricing/money.ts';
import type { ShownCheckout, ShownShipmentOptions } from '../../core/storefront/checkout/shown-checkout.ts';

const madrid = { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' };

/** A checkout standing on `step`, with every earlier step filled in. */
export const aCheckoutAt = (step: 1 | 2 | 3 | 4, overrides: Partial<ShownCheckout> = {}): ShownCheckout => ({
  step,
  contact:
    step > 1
      ? {
          customerType: 'PERSON',
          email: 'lucia@example.com',
          firstName: 'Lucía',
          lastName: 'García',
          phone: '612345678',
        }
      : null,
  addresses: step > 2 ? { billing: madrid, shipping: madrid, shippingIsBilling: true } : null,
  shipment: step > 3 ? { mode: 'PICKPOINT', carrier: 'CORREOS', pickupPointId: 'CORREOS-ES-01' } : null,
  payment: null,
  idempotencyKey: step > 3 ? 'key-1' : null,
  paymentOptions: step > 2 ? [{ method: 'CARD', kind: 'ONLINE_PREPAID' }] : [],
  defaultCountry: 'ES',
  ...overrides,
});

export const someShipmentOptions: ShownShipmentOptions = {
  country: 'ES',
  postalCode: '28001',
  modes: [
    {
      mode: 'PICKPOINT',
      deliveryMethod: 'PICKPOINT',
      price: null,
      carriers: [
        {
          carrier: 'CORREOS',
          price: { amount: 395 as Cents, currency: 'EUR' },
          minDays: 2,
          maxDays: 4,
          pickupPoints: [
            {
              id: 'CORREOS-ES-01',
              name: 'Oficina Sol',
              street: 'Calle Mayor 10',
              postalCode: '28001',
              city: 'Madrid',
              openingHours: 'Mon–Fri 09:00–20:00',
              phone: '+34 912 345 678',
              distanceKm: 1.2,
            },
          ],
        },
      ],
    },
  ],
};
