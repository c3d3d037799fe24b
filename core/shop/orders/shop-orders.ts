import type { orderSummary } from './order-summary.use-case.ts';
import type { placeOrder } from './place-order.use-case.ts';
import type { submitRefundData } from './submit-refund-data.use-case.ts';
import type { trackOrder } from './track-order.use-case.ts';

/** The orders' use cases, bound to their ports. */
export type ShopOrders = {
  readonly placeOrder: ReturnType<typeof placeOrder>;
  readonly orderSummary: ReturnType<typeof orderSummary>;
  readonly trackOrder: ReturnType<typeof trackOrder>;
  readonly submitRefundData: ReturnType<typeof submitRefundData>;
};
