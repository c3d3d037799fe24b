import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { PurchasedOrder } from './purchase-records.port.ts';

/** A shopper can judge an article once it is on its way or in their hands. */
export const REVIEWABLE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.IN_PICKUP_POINT,
  ORDER_STATUS.DELIVERED,
];

export type ReviewNotAllowed =
  | { readonly type: 'ArticleNotPurchased' }
  | { readonly type: 'PurchaseNotShipped' }
  | { readonly type: 'ReviewAlreadyWritten' };

/** The newest shipped order still without a review of the article, or why none may be reviewed. */
export const orderToReview = (orders: readonly PurchasedOrder[]): PurchasedOrder | ReviewNotAllowed => {
  const shipped = orders.filter((order) => REVIEWABLE_ORDER_STATUSES.includes(order.status));
  if (orders.length === 0) return { type: 'ArticleNotPurchased' };
  if (shipped.length === 0) return { type: 'PurchaseNotShipped' };
  return shipped.find((order) => !order.reviewed) ?? { type: 'ReviewAlreadyWritten' };
};
