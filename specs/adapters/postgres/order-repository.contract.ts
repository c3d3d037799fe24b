import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRepository } from '../../../core/shop/orders/order-repository.port.ts';
import type { OrderPublicId } from '../../../core/shop/orders/order.ts';
import { aNewOrder } from '../../support/orders-mother.ts';

type Opened = { repository: OrderRepository; close: () => Promise<void> };

/** What every OrderRepository must do with a placed order; run against the fake and every real adapter. */
export const describeOrderRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`OrderRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('finds a placed order by its public id as it was placed', async () => {
      const order = aNewOrder({ promotionCode: null, placedAt: Date.parse('2024-05-01T10:00:00Z') });
      expect(await opened.repository.insert(order)).toEqual(ok(undefined));
      expect((await opened.repository.find(order.publicId))._unsafeUnwrap()).toEqual({
        publicId: order.publicId,
        placedAt: order.placedAt,
        placedBy: { customerId: null, sessionId: null },
        status: order.state.status,
        commercialStatus: order.state.commercialStatus,
        currency: 'EUR',
        email: order.contact.email,
        shippingAddress: order.shippingAddress,
        shipment: order.shipment,
        pickupPoint: order.pickupPoint,
        promotionCode: null,
        ...order.totals,
        lines: order.lines,
        payment: { method: 'CARD', kind: order.state.payment.kind, status: order.state.payment.status },
      });
    });

    it('knows where a placed order is going, for tracking', async () => {
      const placed = aNewOrder();
      const order = aNewOrder({
        id: 'order-2',
        publicId: 'ES-TRACK0001' as OrderPublicId,
        cartId: 'cart-2' as never,
        shipmentId: 'shipment-2',
        paymentId: 'payment-2',
        lines: placed.lines.map((line) => ({ ...line, id: `order-2-${line.id}` })),
      });
      expect(await opened.repository.insert(order)).toEqual(ok(undefined));
      expect((await opened.repository.trackingOf(order.publicId))._unsafeUnwrap()).toMatchObject({
        publicId: order.publicId,
        status: order.state.status,
        commercialStatus: order.state.commercialStatus,
        shipmentPostalCode: '28013',
        shipmentCountry: 'ES',
        deliveryMethod: 'ADDRESS',
        carrier: 'CORREOS',
        trackingNumber: null,
        actions: [],
      });
    });

    it('finds nothing for a public id never placed', async () => {
      expect(await opened.repository.find('ES-NOPE0000' as OrderPublicId)).toEqual(ok(null));
      expect(await opened.repository.trackingOf('ES-NOPE0000' as OrderPublicId)).toEqual(ok(null));
    });
  });
