import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import { paymentsSandboxRoutes } from '../../../adapters/payments-sandbox/sandbox-page.routes.ts';
import { postgresOrderLedger } from '../../../adapters/postgres/postgres-order-ledger.ts';
import { postgresOrderRepository } from '../../../adapters/postgres/postgres-order-repository.ts';
import { postgresPaymentLedger } from '../../../adapters/postgres/postgres-payment-ledger.ts';
import {
  PAYMENT_NOTIFICATIONS_PATH,
  paymentNotificationRoutes,
} from '../../../adapters/server/product-server/payment-notifications.routes.ts';
import { paymentsRoutes } from '../../../adapters/server/shop-api/payments.routes.ts';
import type { ShopPayments } from '../../../core/shop/payments/shop-payments.ts';
import { advanceOrder } from '../../../core/shop/order-lifecycle/advance-order.use-case.ts';
import { advanceShipment } from '../../../core/shop/order-lifecycle/advance-shipment.use-case.ts';
import { cancelOrder } from '../../../core/shop/order-lifecycle/cancel-order.use-case.ts';
import { shipOrder } from '../../../core/shop/order-lifecycle/ship-order.use-case.ts';
import { listOrders } from '../../../core/shop/order-lifecycle/list-orders.use-case.ts';
import type { OrderLedger } from '../../../core/shop/order-lifecycle/order-ledger.port.ts';
import { confirmPayment } from '../../../core/shop/payments/confirm-payment.use-case.ts';
import { getPaymentStatus } from '../../../core/shop/payments/get-payment-status.use-case.ts';
import { retryOrderPayment } from '../../../core/shop/payments/retry-payment.use-case.ts';
import type { PaymentGateway, PaymentRefunder } from '../../../core/shop/payments/payment-gateway.port.ts';
import { refundOrder } from '../../../core/shop/order-lifecycle/refund-order.use-case.ts';
import { postgresRefundLedger } from '../../../adapters/postgres/postgres-refund-ledger.ts';
import type { PaymentLedger } from '../../../core/shop/payments/payment-ledger.port.ts';
import { receivePaymentNotification } from '../../../core/shop/payments/receive-payment-notification.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { CARTS_TOKENS } from './carts.module.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { JOBS_TOKENS } from './jobs-tokens.ts';
import type { ServerModule } from './server-module.ts';

/** Where the payer comes back to from the provider's page, after placing the order or paying it again. */
export const orderCompletedReturnUrl = (publicId: string) =>
  `/order-completed?public_id=${encodeURIComponent(publicId)}`;

/** The back office's order lifecycle commands, as `npm run shop` runs them. */
export type OrderLifecycle = {
  readonly listOrders: ReturnType<typeof listOrders>;
  /** Moves an order on; its arrival at delivered queues the review invitation with it. */
  readonly advanceOrder: ReturnType<typeof advanceOrder>;
  readonly cancelOrder: ReturnType<typeof cancelOrder>;
  /** Sends a paid online payment back through the provider, cancelling the order first if needed. */
  readonly refundOrder: ReturnType<typeof refundOrder>;
  readonly advanceShipment: ReturnType<typeof advanceShipment>;
  /** Ships an order with its carrier and tracking number; the customer's mail is queued with it. */
  readonly shipOrder: ReturnType<typeof shipOrder>;
  readonly confirmPayment: ReturnType<typeof confirmPayment>;
  readonly mismatchedNotifications: PaymentLedger['mismatchedNotifications'];
};

/** The payments context's keys; `gateway` is what place-order calls once the order is stored. */
export const PAYMENTS_TOKENS = {
  gateway: token<PaymentGateway>('paymentGateway'),
  refunder: token<PaymentRefunder>('payments.refunder'),
  sandboxSecret: token<string>('payments.sandboxSecret'),
  orders: token<OrderLedger>('payments.orderLedger'),
  payments: token<PaymentLedger>('payments.paymentLedger'),
  shopPayments: token<ShopPayments>('payments.shopPayments'),
  receiveNotification: token<ReturnType<typeof receivePaymentNotification>>('payments.receiveNotification'),
  orderLifecycle: token<OrderLifecycle>('payments.orderLifecycle'),
} as const;

export const paymentsModule: ServerModule = {
  name: 'payments',
  bind: (container) => {
    // Derived from the resolved auth secret (AUTH_SECRET, or DATA_DIR's in development): every instance sharing it agrees.
    container
      .bind(PAYMENTS_TOKENS.sandboxSecret)
      .toResolvedValue(
        (config, master) =>
          config.paymentsSandboxSecret ??
          createHmac('sha256', master).update('estampa/payments-sandbox').digest('base64url'),
        [TOKENS.config, AUTH_TOKENS.secret],
      );
    container
      .bind(PAYMENTS_TOKENS.gateway)
      .toResolvedValue(
        (db, ids, clock) => sandboxPaymentGateway(db.db, ids, clock),
        [TOKENS.database, TOKENS.ids, TOKENS.clock],
      );
    container
      .bind(PAYMENTS_TOKENS.refunder)
      .toResolvedValue(
        (db, ids, clock) => sandboxPaymentGateway(db.db, ids, clock),
        [TOKENS.database, TOKENS.ids, TOKENS.clock],
      );
    container
      .bind(PAYMENTS_TOKENS.orders)
      .toResolvedValue(
        (db, ids, jobs) => postgresOrderLedger(db.db, ids, jobs.queueIn),
        [TOKENS.database, TOKENS.ids, JOBS_TOKENS.runner],
      );
    container
      .bind(PAYMENTS_TOKENS.payments)
      .toResolvedValue(
        (db, ids, jobs) => postgresPaymentLedger(db.db, ids, jobs.queueIn),
        [TOKENS.database, TOKENS.ids, JOBS_TOKENS.runner],
      );
    container.bind(PAYMENTS_TOKENS.shopPayments).toResolvedValue(
      (payments, gateway, db, ids, clock): ShopPayments => ({
        getPaymentStatus: getPaymentStatus(payments),
        retryPayment: retryOrderPayment({
          payments,
          orders: postgresOrderRepository(db.db, ids),
          gateway,
          ids,
          clock,
          returnUrlFor: orderCompletedReturnUrl,
        }),
      }),
      [PAYMENTS_TOKENS.payments, PAYMENTS_TOKENS.gateway, TOKENS.database, TOKENS.ids, TOKENS.clock],
    );
    container
      .bind(PAYMENTS_TOKENS.receiveNotification)
      .toResolvedValue(
        (payments, ids, clock) => receivePaymentNotification({ payments, ids, clock }),
        [PAYMENTS_TOKENS.payments, TOKENS.ids, TOKENS.clock],
      );
    container.bind(PAYMENTS_TOKENS.orderLifecycle).toResolvedValue(
      (orders, ids, clock, payments, db, refunder, jobs): OrderLifecycle => {
        const advance = advanceOrder({ orders, ids, clock });
        return {
          listOrders: listOrders(orders),
          // The delivery queued its review invitation with itself; this only asks a worker here to send it now.
          advanceOrder: (publicId, to) =>
            advance(publicId, to).map((changed) => {
              if (changed.change.reviewInvitation) jobs.wake('review-invitation');
              return changed;
            }),
          cancelOrder: cancelOrder({ orders, ids, clock }),
          refundOrder: refundOrder({ orders, refunds: postgresRefundLedger(db.db), gateway: refunder, ids, clock }),
          advanceShipment: advanceShipment({ orders, clock }),
          // The shipping queued its mail with itself; this only asks a worker here to send it now.
          shipOrder: (publicId, input) =>
            shipOrder({ orders, ids, clock })(publicId, input).map((changed) => {
              jobs.wake('order-shipped-mail');
              return changed;
            }),
          confirmPayment: confirmPayment({ orders, ids, clock }),
          mismatchedNotifications: (limit) => payments.mismatchedNotifications(limit),
        };
      },
      [
        PAYMENTS_TOKENS.orders,
        TOKENS.ids,
        TOKENS.clock,
        PAYMENTS_TOKENS.payments,
        TOKENS.database,
        PAYMENTS_TOKENS.refunder,
        JOBS_TOKENS.runner,
      ],
    );
  },
  shopApiRoutes: (container) =>
    paymentsRoutes({
      payments: container.get(PAYMENTS_TOKENS.shopPayments),
      idempotency: container.get(CARTS_TOKENS.idempotency),
    }),
  rootRoutes: (container) => {
    const secret = container.get(PAYMENTS_TOKENS.sandboxSecret);
    return async (app: FastifyInstance) => {
      await app.register(
        paymentNotificationRoutes({ secret, receive: container.get(PAYMENTS_TOKENS.receiveNotification) }),
      );
      await app.register(
        paymentsSandboxRoutes({
          db: container.get(TOKENS.database).db,
          ids: container.get(TOKENS.ids),
          clock: container.get(TOKENS.clock),
          secret,
          webhookPath: PAYMENT_NOTIFICATIONS_PATH,
          jobs: container.get(JOBS_TOKENS.runner),
        }),
      );
    };
  },
};
