import { ResultAsync } from 'neverthrow';
import { fieldProblemsOf } from '../../core/domain/forms/field-problem.ts';
import type { InvalidRefundData } from '../../core/domain/orders/user-required-action.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';
import type { PageDataNotFound } from '../../core/storefront/navigation/page-loaders.ts';
import { pageDataNotFound } from '../../core/storefront/navigation/page-loaders.ts';
import type { ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type {
  OrderGateway,
  PaymentRetryRejected,
  RefundDataRejected,
} from '../../core/storefront/orders/order-gateway.port.ts';
import type { ShopOrders } from '../../core/shop/orders/shop-orders.ts';
import type { ShopPayments } from '../../core/shop/payments/shop-payments.ts';
import { ORDER_PATHS } from '../shop-api-contract/orders.codec.ts';

const unavailable = (): ShopUnavailable => apiRequestFailed(ORDER_PATHS.orders);

/** Another session's order answers like a missing one, as the Shop API does. */
const asPageError = (error: { readonly type: string }): ShopUnavailable | PageDataNotFound =>
  error.type === 'OrderNotFound' ? pageDataNotFound() : unavailable();

const asRefundError = (error: { readonly type: string }): ShopUnavailable | RefundDataRejected =>
  error.type === 'InvalidRefundData'
    ? {
        type: 'RefundDataRejected',
        fields: fieldProblemsOf((error as InvalidRefundData).fields),
      }
    : unavailable();

const asRetryError = (error: { readonly type: string }): ShopUnavailable | PaymentRetryRejected =>
  error.type === 'PaymentMethodNotOffered'
    ? { type: 'PaymentRetryRejected', fields: [{ field: 'method', problem: error.type }] }
    : unavailable();

/** Orders served by the shop service's use cases in the same process, for the server's page loads. */
export const inProcessOrderGateway = (
  orders: ShopOrders,
  payments: ShopPayments,
  owner: () => Promise<CartOwner>,
  sessionId: SessionId,
): OrderGateway => ({
  orderSummary: (publicId) =>
    ResultAsync.fromPromise(owner(), unavailable).andThen((found) =>
      orders.orderSummary(found, publicId).mapErr(asPageError),
    ),
  paymentStatus: (publicId) => payments.getPaymentStatus(publicId, sessionId).mapErr(asPageError),
  // The Shop API's idempotency belongs to HTTP; a render never pays, so the key has nothing to guard here.
  retryPayment: (publicId, method) =>
    payments
      .retryPayment({ publicId, requester: sessionId, method })
      .map((retried) => retried.next)
      .mapErr(asRetryError),
  trackOrder: (query) => orders.trackOrder(query).mapErr(asPageError),
  submitRefundData: (query, actionId, data) =>
    orders
      .submitRefundData(query, actionId, data)
      .map(() => undefined)
      .mapErr(asRefundError),
});
