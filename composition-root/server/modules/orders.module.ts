import { okAsync } from 'neverthrow';
import { postgresOrderRepository } from '../../../adapters/postgres/postgres-order-repository.ts';
import { postgresOrderUnitOfWork } from '../../../adapters/postgres/postgres-order-unit-of-work.ts';
import { rateLimitedByIp } from '../../../adapters/server/rate-limit.ts';
import { RATE_LIMITS } from '../../../adapters/server/rate-limits.ts';
import { ordersRoutes } from '../../../adapters/server/shop-api/orders.routes.ts';
import type { ShopOrders } from '../../../core/shop/orders/shop-orders.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { orderSummary } from '../../../core/shop/orders/order-summary.use-case.ts';
import type { OrderRepository } from '../../../core/shop/orders/order-repository.port.ts';
import { placeOrder } from '../../../core/shop/orders/place-order.use-case.ts';
import { sendOrderConfirmation } from '../../../core/shop/orders/send-order-confirmation.use-case.ts';
import { submitRefundData } from '../../../core/shop/orders/submit-refund-data.use-case.ts';
import { trackOrder } from '../../../core/shop/orders/track-order.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { CARTS_TOKENS } from './carts.module.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { orderCompletedReturnUrl, PAYMENTS_TOKENS } from './payments.module.ts';
import { PRINT_FILES_TOKENS } from './print-files.module.ts';
import { PRODUCT_SERVER_TOKENS } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';
import { siteUrlOf } from './support-links.ts';

export const ORDERS_TOKENS = {
  orders: token<OrderRepository>('orders.repository'),
  useCases: token<ShopOrders>('orders.useCases'),
} as const;

export const ordersModule: ServerModule = {
  name: 'orders',
  bind: (container) => {
    container
      .bind(ORDERS_TOKENS.orders)
      .toResolvedValue((db, ids) => postgresOrderRepository(db.db, ids), [TOKENS.database, TOKENS.ids]);
    container.bind(ORDERS_TOKENS.useCases).toDynamicValue((context): ShopOrders => {
      const orders = context.get(ORDERS_TOKENS.orders);
      const database = context.get(TOKENS.database);
      const clock = context.get(TOKENS.clock);
      const ids = context.get(TOKENS.ids);
      const log = context.get(MAIL_TOKENS.log);
      const printLoop = context.get(PRINT_FILES_TOKENS.loop, { optional: true });
      const sendConfirmation = sendOrderConfirmation({
        mailer: context.get(MAIL_TOKENS.visitorMailer),
        siteUrl: siteUrlOf(context.get(TOKENS.config)),
        brandNames: context.get(ACCOUNTS_TOKENS.brandNames),
        failed: (order, error) => log('error', { order: order.publicId, cause: error.cause }, 'Order mail not sent'),
      });
      return {
        placeOrder: placeOrder({
          transaction: postgresOrderUnitOfWork(database.db, ids),
          orders,
          gateway: context.get(PAYMENTS_TOKENS.gateway, { optional: true }) ?? null,
          store: storeFor(context.get(TOKENS.config).store),
          siteConfig: context.get(ACCOUNTS_TOKENS.liveSiteConfig),
          clock,
          ids,
          returnUrlFor: orderCompletedReturnUrl,
          // The mail goes out beside the answer, never in its way: a slow mail server must not hold the order.
          // Its print files are rendered in the background too, starting now rather than at the next poll.
          confirm: (order) => {
            void sendConfirmation(order);
            printLoop?.kick();
            return okAsync(undefined);
          },
        }),
        orderSummary: orderSummary({ orders }),
        trackOrder: trackOrder({ orders }),
        submitRefundData: submitRefundData({ orders, clock }),
      };
    });
  },
  shopApiRoutes: (container) =>
    ordersRoutes({
      orders: container.get(ORDERS_TOKENS.useCases),
      shopperOf: container.get(CARTS_TOKENS.shopperOf),
      idempotency: container.get(CARTS_TOKENS.idempotency),
      trackingRateLimit: rateLimitedByIp(container.get(PRODUCT_SERVER_TOKENS.checkRateLimit), RATE_LIMITS.tracking),
    }),
};
