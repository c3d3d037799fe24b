import { describe, expect, it } from 'vitest';
import * as orders from '../../../../core/domain/orders/index.ts';

describe('the orders context', () => {
  it('exposes its statuses, transitions, payment effects and required actions', () => {
    expect(Object.keys(orders)).toEqual(
      expect.arrayContaining([
        'ORDER_STATUS',
        'COMMERCIAL_STATUS',
        'newOrderState',
        'transitionOrder',
        'applyPaymentResult',
        'retryPayment',
        'requiredActionsFor',
        'provideRefundData',
      ]),
    );
  });
});
