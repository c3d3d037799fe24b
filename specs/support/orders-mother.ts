import { COMMERCIAL_STATUS, type CommercialStatus } from '../../core/domain/orders/commercial-status.ts';
import type { OrderPayment, OrderState } from '../../core/domain/orders/order-state.ts';
import { ORDER_STATUS, type OrderStatus } from '../../core/domain/orders/order-status.ts';

/** An order's state with sensible defaults: received, confirmed, paid online. */
export const anOrder = (
  overrides: {
    readonly status?: OrderStatus;
    readonly commercialStatus?: CommercialStatus;
    readonly payment?: Partial<OrderPayment>;
  } = {},
): OrderState => ({
  status: overrides.status ?? ORDER_STATUS.RECEIVED,
  commercialStatus: overrides.commercialStatus ?? COMMERCIAL_STATUS.CONFIRMED,
  payment: { kind: 'ONLINE_PREPAID', status: 'PAID', ...overrides.payment },
});
