import { postgresOrderRepository } from '../../../adapters/postgres/postgres-order-repository.ts';
import { postgresOrderUnitOfWork } from '../../../adapters/postgres/postgres-order-unit-of-work.ts';
import { rateLimitedByIp } from '../../../adapters/server/rate-limit.ts';
import { RATE_LIMITS } from '../../../adapters/server/rate-limits.ts';
import { ordersRoutes } from '../../../adapters/server/shop-api/orders.routes.ts';
import type { ShopOrders } from '../../../core/shop/orders/shop-orders.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { invoiceLinkOf } from '../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import { orderSummary } from '../../../core/shop/orders/order-summary.use-case.ts';
import type { OrderRepository } from '../../../core/shop/orders/order-repository.port.ts';
import { placeOrder } from '../../../core/shop/orders/place-order.use-case.ts';
import { submitRefundData } from '../../../core/shop/orders/submit-refund-data.use-case.ts';
import { trackOrder } from '../../../core/shop/orders/track-order.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { CARTS_TOKENS } from './carts.module.ts';
import { INVOICES_TOKENS } from './invoices.module.ts';
import { JOBS_TOKENS } from './jobs-tokens.ts';
import { orderCompletedReturnUrl, PAYMENTS_TOKENS } from './payments.module.ts';
import { PRODUCT_SERVER_TOKENS } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';
import { siteUrlsFor } from './support-links.ts';

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
      const jobs = context.get(JOBS_TOKENS.runner);
      return {
        placeOrder: placeOrder({
          transaction: postgresOrderUnitOfWork(database.db, ids, jobs.queueIn),
          orders,
          gateway: context.get(PAYMENTS_TOKENS.gateway, { optional: true }) ?? null,
          store: storeFor(context.get(TOKENS.config).store),
          siteConfig: context.get(ACCOUNTS_TOKENS.liveSiteConfig),
          clock,
          ids,
          returnUrlFor: orderCompletedReturnUrl,
          siteUrls: siteUrlsFor(context.get(TOKENS.config)),
          // The order's mail and print files start now rather than at the workers' next look.
          placed: () => {
            jobs.wake('order-confirmation-mail');
            jobs.wake('print-file');
          },
        }),
        orderSummary: orderSummary({
          orders,
          invoiceLink: invoiceLinkOf({
            invoices: context.get(INVOICES_TOKENS.register),
            tokens: context.get(INVOICES_TOKENS.linkTokens),
            clock,
          }),
        }),
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
