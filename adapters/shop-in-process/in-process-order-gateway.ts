import { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';

import type { OrderReader } from '../../core/storefront/orders/order-gateway.port.ts';
import type { ShopOrders } from '../../core/shop/orders/shop-orders.ts';
import type { ShopPayments } from '../../core/shop/payments/shop-payments.ts';
import { ORDER_PATHS } from '../shop-api-contract/orders.codec.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import { type PageDataNotFound, pageDataNotFound } from '../../core/storefront/navigation/page-errors.ts';

const unavailable = (): ShopUnavailable => apiRequestFailed(ORDER_PATHS.orders);

/** Another session's order answers like a missing one, as the Shop API does. */
const asPageError = (error: { readonly type: string }): ShopUnavailable | PageDataNotFound =>
  error.type === 'OrderNotFound' ? pageDataNotFound() : unavailable();

/** Orders read from the shop service's use cases in the same process, for the server's page loads. */
export const inProcessOrderGateway = (
  orders: Pick<ShopOrders, 'orderSummary' | 'trackOrder'>,
  payments: Pick<ShopPayments, 'getPaymentStatus'>,
  owner: () => Promise<CartOwner>,
  sessionId: SessionId,
): OrderReader => ({
  orderSummary: (publicId) =>
    ResultAsync.fromPromise(owner(), unavailable).andThen((found) =>
      orders.orderSummary(found, publicId).mapErr(asPageError),
    ),
  paymentStatus: (publicId) => payments.getPaymentStatus(publicId, sessionId).mapErr(asPageError),
  trackOrder: (query) => orders.trackOrder(query).mapErr(asPageError),
});
