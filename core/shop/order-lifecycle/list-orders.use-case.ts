import { errAsync, type ResultAsync } from 'neverthrow';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { OrderLedger, ListedOrder } from './order-ledger.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export const MAX_ORDER_LIST = 500;

export type InvalidListLimit = { readonly type: 'InvalidListLimit'; readonly max: number };

/** The most recent orders, for the back office; a limit keeps a large shop's list readable. */
export const listOrders =
  (orders: OrderLedger) =>
  (filter: {
    readonly status?: OrderStatus;
    readonly limit: number;
  }): ResultAsync<readonly ListedOrder[], InvalidListLimit | RepositoryFailure> =>
    Number.isInteger(filter.limit) && filter.limit > 0 && filter.limit <= MAX_ORDER_LIST
      ? orders.listOrders(filter)
      : errAsync({ type: 'InvalidListLimit', max: MAX_ORDER_LIST });
