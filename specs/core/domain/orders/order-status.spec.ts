import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMMERCIAL_STATUS,
  COMMERCIAL_STATUSES,
  isCommercialStatus,
} from '../../../../core/domain/orders/commercial-status.ts';
import {
  isOrderStatus,
  ORDER_STATUS,
  ORDER_STATUSES,
  orderStatusName,
} from '../../../../core/domain/orders/order-status.ts';

describe('order status codes (spec section 4)', () => {
  it('are the fifteen codes the specification lists', () => {
    expect(ORDER_STATUS).toEqual({
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
    });
  });

  it('recognises those codes and no other number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 300 }), (code) => {
        expect(isOrderStatus(code)).toBe(ORDER_STATUSES.includes(code as never));
      }),
    );
    expect(isOrderStatus(0)).toBe(true);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('names each code', () => {
    expect(orderStatusName(4)).toBe('KEPT_FOR_NON_PAYMENT');
    expect(ORDER_STATUSES.map(orderStatusName)).toEqual(Object.keys(ORDER_STATUS));
  });
});

describe('commercial status codes (spec section 4, the second status set)', () => {
  it('are 100 canceled, 5 completed and 8 confirmed', () => {
    expect(COMMERCIAL_STATUS).toEqual({ CONFIRMED: 8, COMPLETED: 5, CANCELED: 100 });
    expect(COMMERCIAL_STATUSES).toEqual([8, 5, 100]);
  });

  it('recognises those codes and no other number', () => {
    expect([8, 5, 100].every(isCommercialStatus)).toBe(true);
    expect([0, 4, 10, 101].some(isCommercialStatus)).toBe(false);
  });
});
