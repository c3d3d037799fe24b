/** The order's production and delivery status, by the codes the shop has always used. */
export const ORDER_STATUS = {
  RECEIVED: 0,
  IN_PRODUCTION: 1,
  ERRORS: 2,
  KEPT_FOR_NON_PAYMENT: 4,
  PACKED: 8,
  SHIPPED: 9,
  CANCELED: 10,
  PRODUCTION_FINISHED: 13,
  IN_PICKUP_POINT: 14,
  DELIVERED: 15,
  NOT_DELIVERED: 16,
  NOT_SHIPPED: 17,
  WAITING_FOR_DOWNLOAD: 200,
  DOWNLOADING: 201,
  DOWNLOADED: 202,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;

export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as readonly OrderStatus[];

export const isOrderStatus = (value: number): value is OrderStatus =>
  (ORDER_STATUSES as readonly number[]).includes(value);

const NAMES = new Map(Object.entries(ORDER_STATUS).map(([name, code]) => [code, name as OrderStatusName]));

export const orderStatusName = (status: OrderStatus): OrderStatusName => NAMES.get(status) as OrderStatusName;
