import type { OrderPickupPoint } from '../../core/shop/orders/order.ts';

/** A pickup point as an order's shipment column keeps it: orders placed before points had a phone keep none. */
export type StoredPickupPoint = Omit<OrderPickupPoint, 'phone'> & { readonly phone?: string | null };

/** The order's pickup point with every field the core expects; null for a door delivery or an order without one. */
export const storedPickupPoint = (stored: StoredPickupPoint | null | undefined): OrderPickupPoint | null =>
  stored === null || stored === undefined ? null : { ...stored, phone: stored.phone ?? null };
