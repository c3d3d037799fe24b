import { err, ok, type Result } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { ReviewLinkTokens } from './review-link.ts';
import type { PurchasedOrder } from './reviewable-orders.port.ts';

/** Who asks to review an order: the signed-in customer, the review link's token, and the storefront session. */
export type ReviewAccess = {
  readonly customer: Customer | null;
  readonly token?: string | undefined;
  readonly sessionId?: string | undefined;
};

/** No such order, or not the asker's: the same answer, so order numbers cannot be probed. */
export type ReviewOrderNotFound = { readonly type: 'ReviewOrderNotFound' };

/** The order is the customer's, or the token was signed for it and has not expired. */
export const mayReview = (
  order: PurchasedOrder | undefined,
  access: ReviewAccess,
  tokens: ReviewLinkTokens,
  now: number,
): Result<PurchasedOrder, ReviewOrderNotFound> => {
  if (order === undefined) return err({ type: 'ReviewOrderNotFound' });
  if (access.customer !== null && order.customerId === access.customer.id) return ok(order);
  const claims = access.token === undefined ? undefined : tokens.open(access.token).unwrapOr(undefined);
  return claims !== undefined && claims.orderPublicId === order.publicId && now <= claims.expiresAt
    ? ok(order)
    : err({ type: 'ReviewOrderNotFound' });
};

/** A shopper reviews what arrived: only a delivered order's lines. */
export const isDelivered = (order: PurchasedOrder): boolean => order.status === ORDER_STATUS.DELIVERED;
