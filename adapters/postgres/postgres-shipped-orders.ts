import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isCarrier } from '../../core/domain/shipments/carrier.ts';
import { isLocale } from '../../core/domain/site/locale.ts';
import { isStoreSlug } from '../../core/domain/site/stores.ts';
import type { ShippedOrders } from '../../core/shop/order-lifecycle/mail-order-shipped.use-case.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import type { ShopDatabase } from './database.ts';
import { orders, shipments } from './schema/index.ts';

const firstNameOf = (contact: Record<string, unknown>) =>
  typeof contact['firstName'] === 'string' ? contact['firstName'] : '';

/** A shipped order's recipient, language, carrier and tracking number, read when its mail is sent. */
export const postgresShippedOrders = (db: ShopDatabase): ShippedOrders => ({
  shipped: (publicId) =>
    ResultAsync.fromPromise(
      (async () => {
        const [order] = await db
          .select({
            email: orders.email,
            contact: orders.contact,
            locale: orders.locale,
            store: orders.store,
            carrier: shipments.carrier,
            trackingNumber: shipments.trackingNumber,
          })
          .from(orders)
          .innerJoin(shipments, eq(shipments.orderId, orders.id))
          .where(eq(orders.publicId, publicId))
          .limit(1);
        if (order === undefined || order.carrier === null || order.trackingNumber === null) return undefined;
        if (!isLocale(order.locale) || !isStoreSlug(order.store) || !isCarrier(order.carrier))
          throw new Error(
            `Order ${publicId} has store ${order.store}, locale ${order.locale}, carrier ${order.carrier}`,
          );
        return {
          publicId,
          email: order.email,
          firstName: firstNameOf(order.contact),
          locale: order.locale,
          store: order.store,
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
        };
      })(),
      repositoryFailure,
    ),
});
