import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { RefundLedger, RefundRecord } from '../../../../core/shop/order-lifecycle/refund-ledger.port.ts';
import { refundOrder } from '../../../../core/shop/order-lifecycle/refund-order.use-case.ts';
import type { PaymentRefunder, RefundRequest } from '../../../../core/shop/payments/payment-gateway.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrderLedger } from '../../../support/in-memory-order-ledger.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-03-02T09:30:00Z');
const PAID = { amount: 3085 as Cents, currency: 'EUR' as const };

const setUp = (gatewayDown = false) => {
  const fake = inMemoryOrderLedger();
  const recorded = new Map<string, RefundRecord>();
  const asked: RefundRequest[] = [];
  const refunds: RefundLedger = {
    refundable: (publicId) =>
      okAsync(
        fake.order(publicId) === undefined ? null : { amount: PAID, refundedAt: recorded.get(publicId)?.at ?? null },
      ),
    record: (publicId, refund) => {
      if (!recorded.has(publicId)) recorded.set(publicId, refund);
      return okAsync(undefined);
    },
  };
  const gateway: PaymentRefunder = {
    refundPayment: (request) => {
      asked.push(request);
      return gatewayDown
        ? errAsync({ type: 'PaymentGatewayUnavailable', cause: 'down' })
        : okAsync({ providerReference: `refund-${request.paymentId}` });
    },
  };
  const refund = refundOrder({ orders: fake.ledger, refunds, gateway, ids: sequenceIds(), clock });
  return { fake, refund, recorded, asked };
};

describe('refunding an order', () => {
  it('cancels a paid online order, owing its credit note, and sends the payment back once', async () => {
    const { fake, refund, recorded, asked } = setUp();
    const payment = fake.add({ publicId: 'R1', state: anOrder() });
    const changed = (await refund('R1'))._unsafeUnwrap();
    expect(changed.change).toMatchObject({ creditNote: true, statusChanged: true });
    expect(fake.order('R1')?.state.status).toBe(ORDER_STATUS.CANCELED);
    expect(asked).toEqual([{ paymentId: payment, orderPublicId: 'R1', amount: PAID }]);
    expect(recorded.get('R1')).toEqual({
      paymentId: payment,
      amount: PAID,
      providerReference: `refund-${payment}`,
      at: clock.now(),
    });
    expect((await refund('R1'))._unsafeUnwrapErr()).toEqual({ type: 'AlreadyRefunded' });
    expect(asked).toHaveLength(1);
  });

  it('refunds an order already cancelled without a second credit note', async () => {
    const { fake, refund } = setUp();
    fake.add({ publicId: 'R2', state: anOrder({ status: ORDER_STATUS.CANCELED }) });
    const changed = (await refund('R2'))._unsafeUnwrap();
    expect(changed.change).toMatchObject({ creditNote: false, statusChanged: false });
  });

  it('refuses a transfer, a shipped order and an unknown one, asking the provider nothing', async () => {
    const { fake, refund, asked } = setUp();
    fake.add({ publicId: 'T1', state: anOrder({ payment: { kind: 'TRANSFER' } }), method: 'BANK_TRANSFER' });
    fake.add({ publicId: 'S1', state: anOrder({ status: ORDER_STATUS.SHIPPED }) });
    expect((await refund('T1'))._unsafeUnwrapErr()).toEqual({ type: 'NothingToRefund' });
    expect((await refund('S1'))._unsafeUnwrapErr()).toMatchObject({ type: 'IllegalOrderTransition' });
    expect((await refund('NONE'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
    expect(asked).toEqual([]);
  });

  it('records no refund when the provider is down, so the desk may try again', async () => {
    const { fake, refund, recorded } = setUp(true);
    fake.add({ publicId: 'R3', state: anOrder() });
    expect((await refund('R3'))._unsafeUnwrapErr()).toMatchObject({ type: 'PaymentGatewayUnavailable' });
    expect(recorded.size).toBe(0);
  });
});
