import { err, ok, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { newOrderState, isPaymentSettled, type OrderState } from '../../../../core/domain/orders/order-state.ts';
import { ORDER_STATUS as S, ORDER_STATUSES, type OrderStatus } from '../../../../core/domain/orders/order-status.ts';
import {
  canTransitionOrder,
  isOrderFinal,
  nextOrderStatuses,
  transitionOrder,
} from '../../../../core/domain/orders/order-transitions.ts';
import { anOrder } from '../../../support/orders-mother.ts';

/** The designed table, written out pair by pair. */
const ALLOWED: readonly (readonly [OrderStatus, OrderStatus])[] = [
  [S.RECEIVED, S.IN_PRODUCTION],
  [S.RECEIVED, S.KEPT_FOR_NON_PAYMENT],
  [S.RECEIVED, S.ERRORS],
  [S.RECEIVED, S.CANCELED],
  [S.KEPT_FOR_NON_PAYMENT, S.RECEIVED],
  [S.KEPT_FOR_NON_PAYMENT, S.CANCELED],
  [S.WAITING_FOR_DOWNLOAD, S.IN_PRODUCTION],
  [S.WAITING_FOR_DOWNLOAD, S.ERRORS],
  [S.WAITING_FOR_DOWNLOAD, S.CANCELED],
  [S.DOWNLOADING, S.IN_PRODUCTION],
  [S.DOWNLOADING, S.ERRORS],
  [S.DOWNLOADING, S.CANCELED],
  [S.DOWNLOADED, S.IN_PRODUCTION],
  [S.DOWNLOADED, S.ERRORS],
  [S.DOWNLOADED, S.CANCELED],
  [S.ERRORS, S.RECEIVED],
  [S.ERRORS, S.IN_PRODUCTION],
  [S.ERRORS, S.CANCELED],
  [S.IN_PRODUCTION, S.PRODUCTION_FINISHED],
  [S.IN_PRODUCTION, S.ERRORS],
  [S.PRODUCTION_FINISHED, S.PACKED],
  [S.PRODUCTION_FINISHED, S.ERRORS],
  [S.PACKED, S.SHIPPED],
  [S.PACKED, S.IN_PICKUP_POINT],
  [S.PACKED, S.NOT_SHIPPED],
  [S.PACKED, S.ERRORS],
  [S.NOT_SHIPPED, S.SHIPPED],
  [S.NOT_SHIPPED, S.CANCELED],
  [S.SHIPPED, S.IN_PICKUP_POINT],
  [S.SHIPPED, S.DELIVERED],
  [S.SHIPPED, S.NOT_DELIVERED],
  [S.IN_PICKUP_POINT, S.DELIVERED],
  [S.IN_PICKUP_POINT, S.NOT_DELIVERED],
  [S.NOT_DELIVERED, S.SHIPPED],
  [S.NOT_DELIVERED, S.CANCELED],
];

const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([f, t]) => f === from && t === to);

const REFUSED = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => !isAllowed(from, to)).map((to) => [from, to] as const),
);

describe('transitionOrder (spec section 4: order status transitions)', () => {
  it.each(ALLOWED)('allows %i -> %i', (from, to) => {
    // Only an order still owing its payment is held for it.
    const payment = to === S.KEPT_FOR_NON_PAYMENT ? { status: 'PENDING' as const } : {};
    const order = anOrder({ status: from, payment });
    expect(canTransitionOrder(from, to)).toBe(true);
    expect(transitionOrder(order, to).map((moved) => moved.status)).toEqual(ok(to));
  });

  it.each(REFUSED)('refuses %i -> %i with IllegalOrderTransition, never a silent change', (from, to) => {
    expect(canTransitionOrder(from, to)).toBe(false);
    expect(transitionOrder(anOrder({ status: from }), to)).toEqual(err({ type: 'IllegalOrderTransition', from, to }));
  });

  it('refuses staying in the same status', () => {
    expect(transitionOrder(anOrder({ status: S.PACKED }), S.PACKED)).toEqual(
      err({ type: 'IllegalOrderTransition', from: S.PACKED, to: S.PACKED }),
    );
  });

  it('makes delivered and canceled the only final statuses', () => {
    expect(ORDER_STATUSES.filter(isOrderFinal)).toEqual([S.CANCELED, S.DELIVERED]);
    expect(nextOrderStatuses(S.DELIVERED)).toEqual([]);
  });

  it('reaches every status from a new order but the file-download ones the shop no longer uses', () => {
    const reached = new Set<OrderStatus>([S.RECEIVED]);
    for (let round = 0; round < ORDER_STATUSES.length; round += 1) {
      for (const from of [...reached]) for (const to of nextOrderStatuses(from)) reached.add(to);
    }
    const legacy: readonly OrderStatus[] = [S.WAITING_FOR_DOWNLOAD, S.DOWNLOADING, S.DOWNLOADED];
    expect([...reached].sort((a, b) => a - b)).toEqual(
      ORDER_STATUSES.filter((status) => !legacy.includes(status)).sort((a, b) => a - b),
    );
  });

  it('runs a paid order as a print shop does: production, finished, packed, shipped, delivered', () => {
    const path: readonly OrderStatus[] = [S.IN_PRODUCTION, S.PRODUCTION_FINISHED, S.PACKED, S.SHIPPED, S.DELIVERED];
    const end = path.reduce<Result<OrderState, unknown>>(
      (order, to) => order.andThen((current) => transitionOrder(current, to)),
      ok(anOrder()),
    );
    expect(end.map((order) => order.status)).toEqual(ok(S.DELIVERED));
  });

  it('never holds a paid order for non-payment', () => {
    expect(transitionOrder(anOrder(), S.KEPT_FOR_NON_PAYMENT)).toEqual(
      err({ type: 'IllegalOrderTransition', from: S.RECEIVED, to: S.KEPT_FOR_NON_PAYMENT }),
    );
    expect(
      transitionOrder(anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } }), S.KEPT_FOR_NON_PAYMENT).isOk(),
    ).toBe(true);
  });

  it('keeps the other fields of a richer order', () => {
    const order = { ...anOrder({ status: S.PACKED }), id: 'o-1' };
    expect(transitionOrder(order, S.SHIPPED).map((moved) => moved.id)).toEqual(ok('o-1'));
  });
});

describe('the commercial status follows the order', () => {
  it('stays confirmed along the way', () => {
    expect(transitionOrder(anOrder({ status: S.PACKED }), S.SHIPPED).map((order) => order.commercialStatus)).toEqual(
      ok(8),
    );
  });

  it('becomes completed on delivery', () => {
    expect(
      transitionOrder(anOrder({ status: S.IN_PICKUP_POINT }), S.DELIVERED).map((order) => order.commercialStatus),
    ).toEqual(ok(5));
  });

  it('becomes canceled with the order', () => {
    expect(transitionOrder(anOrder(), S.CANCELED).map((order) => order.commercialStatus)).toEqual(ok(100));
  });
});

describe('cancelling and the payment', () => {
  it('cancels a payment still pending', () => {
    const order = anOrder({ status: S.KEPT_FOR_NON_PAYMENT, payment: { kind: 'TRANSFER', status: 'PENDING' } });
    expect(transitionOrder(order, S.CANCELED).map((moved) => moved.payment)).toEqual(
      ok({ kind: 'TRANSFER', status: 'CANCELED' }),
    );
  });

  it('leaves a paid payment paid, to be refunded', () => {
    expect(transitionOrder(anOrder(), S.CANCELED).map((moved) => moved.payment)).toEqual(
      ok({ kind: 'ONLINE_PREPAID', status: 'PAID' }),
    );
  });
});

describe('production waits for a settled payment', () => {
  it('starts a paid order', () => {
    expect(transitionOrder(anOrder(), S.IN_PRODUCTION).isOk()).toBe(true);
  });

  it('starts a billing-account order at once, as it is charged later', () => {
    expect(transitionOrder(newOrderState('BANK_RECEIPT'), S.IN_PRODUCTION).isOk()).toBe(true);
  });

  it('refuses an order whose online payment or transfer is pending', () => {
    expect(transitionOrder(newOrderState('ONLINE_PREPAID'), S.IN_PRODUCTION)).toEqual(
      err({ type: 'OrderAwaitingPayment' }),
    );
    expect(transitionOrder(newOrderState('TRANSFER'), S.IN_PRODUCTION)).toEqual(err({ type: 'OrderAwaitingPayment' }));
  });

  it('does not count a returned bank receipt as settled', () => {
    expect(isPaymentSettled({ kind: 'BANK_RECEIPT', status: 'CANCELED' })).toBe(false);
    expect(isPaymentSettled({ kind: 'TRANSFER', status: 'PAID' })).toBe(true);
  });
});

describe('newOrderState', () => {
  it('starts received, confirmed and with its payment pending', () => {
    expect(newOrderState('TRANSFER')).toEqual({
      status: 0,
      commercialStatus: 8,
      payment: { kind: 'TRANSFER', status: 'PENDING' },
    });
  });
});
