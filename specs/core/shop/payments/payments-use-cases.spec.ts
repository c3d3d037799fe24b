import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { COMMERCIAL_STATUS } from '../../../../core/domain/orders/commercial-status.ts';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import { confirmPayment } from '../../../../core/shop/payments/confirm-payment.use-case.ts';
import { getPaymentStatus } from '../../../../core/shop/payments/get-payment-status.use-case.ts';
import {
  receivePaymentNotification,
  refusalLabel,
} from '../../../../core/shop/payments/receive-payment-notification.use-case.ts';
import { NOTIFICATION_FRESHNESS_MS } from '../../../../core/shop/payments/notification-checks.ts';
import type { PaymentNotification } from '../../../../core/shop/payments/payment-ledger.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrderLedger } from '../../../support/in-memory-order-ledger.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-03-01T10:00:00Z');
const AT = clock.now();
const SESSION = 'ShopperSession000000001' as SessionId;

/** A notification as the provider sends it for the fake order `publicId`: 24.90 EUR, written just now. */
const notice = (
  publicId: string,
  fields: { eventId: string; paymentId: string; result: 'PAID' | 'CANCELED' },
): PaymentNotification => ({ orderPublicId: publicId, amountMinor: 2490, currency: 'EUR', createdAt: AT, ...fields });

const setUp = () => {
  const fake = inMemoryOrderLedger();
  const ids = sequenceIds();
  return {
    fake,
    receive: receivePaymentNotification({ payments: fake.ledger, ids, clock }),
    confirm: confirmPayment({ orders: fake.ledger, ids, clock }),
    status: getPaymentStatus(fake.ledger),
  };
};

const pendingCard = anOrder({ payment: { kind: 'ONLINE_PREPAID', status: 'PENDING' } });
const pendingTransfer = anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } });

describe('receivePaymentNotification', () => {
  it('marks the payment paid and leaves a received order received, without a history row', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'A1', state: pendingCard });
    const record = await receive(notice('A1', { eventId: 'e1', paymentId, result: 'PAID' }));
    expect(record._unsafeUnwrap()).toMatchObject({
      kind: 'applied',
      changed: { change: { state: { status: 0, payment: { status: 'PAID' } }, statusChanged: false, at: AT } },
    });
    expect(fake.order('A1')?.history).toEqual([]);
  });

  it('keeps a received order for non-payment when the payment is declined, with a history row', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'A2', state: pendingCard });
    await receive(notice('A2', { eventId: 'e2', paymentId, result: 'CANCELED' }));
    expect(fake.order('A2')?.state).toEqual({
      status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT,
      commercialStatus: COMMERCIAL_STATUS.CONFIRMED,
      payment: { kind: 'ONLINE_PREPAID', status: 'CANCELED' },
    });
    expect(fake.order('A2')?.history.map((state) => state.status)).toEqual([ORDER_STATUS.KEPT_FOR_NON_PAYMENT]);
  });

  it('applies one event id once', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'A3', state: pendingCard });
    await receive(notice('A3', { eventId: 'e3', paymentId, result: 'CANCELED' }));
    expect(await receive(notice('A3', { eventId: 'e3', paymentId, result: 'CANCELED' }))).toEqual(
      ok({ kind: 'duplicate' }),
    );
    expect(fake.order('A3')?.history).toHaveLength(1);
  });

  it('refuses, without changing anything, a result the payment rules do not allow', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'A4', state: anOrder() });
    const record = await receive(notice('A4', { eventId: 'e4', paymentId, result: 'CANCELED' }));
    expect(record._unsafeUnwrap()).toMatchObject({
      kind: 'refused',
      error: { type: 'IllegalPaymentTransition', from: 'PAID', to: 'CANCELED' },
    });
    expect(fake.order('A4')?.state).toEqual(anOrder());
  });

  it('refuses, records and applies nothing when the amount, currency or order differ from what was asked', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'M1', state: pendingCard });
    fake.add({ publicId: 'M2', state: pendingCard });
    const cheap = { ...notice('M1', { eventId: 'm1', paymentId, result: 'PAID' }), amountMinor: 1, currency: 'USD' };
    expect((await receive(cheap))._unsafeUnwrap()).toMatchObject({
      kind: 'refused',
      error: { type: 'NotificationMismatch', fields: ['amount', 'currency'] },
    });
    const elsewhere = notice('M2', { eventId: 'm2', paymentId, result: 'PAID' });
    expect((await receive(elsewhere))._unsafeUnwrap()).toMatchObject({
      kind: 'refused',
      error: { type: 'NotificationMismatch', fields: ['order'] },
    });
    expect(fake.order('M1')?.state).toEqual(pendingCard);
    expect(refusalLabel({ type: 'NotificationMismatch', fields: ['order', 'amount'] })).toBe('MISMATCH order,amount');
    expect(refusalLabel({ type: 'IllegalPaymentTransition', from: 'PAID', to: 'CANCELED' })).toBeUndefined();
  });

  it('refuses a notification older than the freshness window or dated in the future, before reading anything', async () => {
    const { fake, receive } = setUp();
    const paymentId = fake.add({ publicId: 'S1', state: pendingCard });
    const sent = notice('S1', { eventId: 's1', paymentId, result: 'PAID' });
    const old = AT - NOTIFICATION_FRESHNESS_MS - 1;
    expect(await receive({ ...sent, createdAt: old })).toEqual(err({ type: 'NotificationStale', createdAt: old }));
    const ahead = AT + 10 * 60 * 1000;
    expect(await receive({ ...sent, createdAt: ahead })).toEqual(err({ type: 'NotificationStale', createdAt: ahead }));
    expect((await receive({ ...sent, createdAt: AT - NOTIFICATION_FRESHNESS_MS }))._unsafeUnwrap().kind).toBe(
      'applied',
    );
  });

  it('says so for a payment it does not know', async () => {
    const { receive } = setUp();
    expect(await receive(notice('A4', { eventId: 'e5', paymentId: 'nope', result: 'PAID' }))).toEqual(
      err({ type: 'PaymentNotFound', paymentId: 'nope' }),
    );
  });
});

describe('confirmPayment', () => {
  it('marks a transfer paid', async () => {
    const { fake, confirm } = setUp();
    fake.add({ publicId: 'B1', method: 'BANK_TRANSFER', state: pendingTransfer });
    const changed = await confirm('B1');
    expect(changed._unsafeUnwrap().change.state.payment).toEqual({ kind: 'TRANSFER', status: 'PAID' });
  });

  it('changes nothing the second time', async () => {
    const { fake, confirm } = setUp();
    fake.add({ publicId: 'B2', method: 'MULTIBANCO', state: pendingTransfer });
    await confirm('B2');
    const again = (await confirm('B2'))._unsafeUnwrap().change;
    expect([again.statusChanged, again.raisedActions]).toEqual([false, []]);
  });

  it('refuses online payments, which only the provider settles', async () => {
    const { fake, confirm } = setUp();
    fake.add({ publicId: 'B3', state: pendingCard });
    expect(await confirm('B3')).toEqual(err({ type: 'PaymentSettledByProvider' }));
  });

  it('refuses a payment already canceled', async () => {
    const { fake, confirm } = setUp();
    fake.add({
      publicId: 'B4',
      method: 'BANK_TRANSFER',
      state: anOrder({ payment: { kind: 'TRANSFER', status: 'CANCELED' } }),
    });
    expect(await confirm('B4')).toEqual(err({ type: 'IllegalPaymentTransition', from: 'CANCELED', to: 'PAID' }));
  });

  it('raises PROVIDE_DATA_TO_REFUND, once, when a transfer arrives for a canceled order', async () => {
    const { fake, confirm } = setUp();
    const canceled = anOrder({
      status: ORDER_STATUS.CANCELED,
      commercialStatus: COMMERCIAL_STATUS.CANCELED,
      payment: { kind: 'TRANSFER', status: 'PENDING' },
    });
    fake.add({ publicId: 'B5', method: 'BANK_TRANSFER', state: canceled });
    const changed = (await confirm('B5'))._unsafeUnwrap().change;
    expect(changed.raisedActions).toEqual([
      { publicId: '00000000-0000-4000-8000-000000000001', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' },
    ]);
    expect((await confirm('B5'))._unsafeUnwrap().change.raisedActions).toEqual([]);
  });

  it('says so for an order it does not know', async () => {
    const { confirm } = setUp();
    expect(await confirm('nope')).toEqual(err({ type: 'OrderNotFound' }));
  });
});

describe('getPaymentStatus', () => {
  it('tells the session that placed the order how its payment stands; a pending transfer cannot be retried', async () => {
    const { fake, status } = setUp();
    fake.add({ publicId: 'C1', method: 'BANK_TRANSFER', state: pendingTransfer, sessionId: SESSION });
    expect(await status('C1', SESSION)).toEqual(
      ok({
        orderPublicId: 'C1',
        orderStatus: 0,
        method: 'BANK_TRANSFER',
        kind: 'TRANSFER',
        status: 'PENDING',
        canRetry: false,
        retryMethods: [],
      }),
    );
  });

  it('offers a new try while an online payment is still pending (its page was left)', async () => {
    const { fake, status } = setUp();
    fake.add({ publicId: 'C9', state: pendingCard, sessionId: SESSION });
    expect((await status('C9', SESSION))._unsafeUnwrap()).toMatchObject({
      status: 'PENDING',
      canRetry: true,
      retryMethods: expect.arrayContaining(['CARD']),
    });
  });

  it('offers a new try after a declined payment on an order still open', async () => {
    const { fake, status, receive } = setUp();
    const paymentId = fake.add({ publicId: 'C2', state: pendingCard, sessionId: SESSION });
    await receive(notice('C2', { eventId: 'c2', paymentId, result: 'CANCELED' }));
    expect((await status('C2', SESSION))._unsafeUnwrap()).toMatchObject({
      status: 'CANCELED',
      canRetry: true,
      orderStatus: 4,
    });
  });

  it('answers the customer the order was placed for, from another session', async () => {
    const { fake, status } = setUp();
    fake.add({ publicId: 'C3', state: pendingCard, customerId: 'cust-1' });
    fake.signIn(SESSION, 'cust-1');
    expect((await status('C3', SESSION)).isOk()).toBe(true);
  });

  it('does not tell another session', async () => {
    const { fake, status } = setUp();
    fake.add({ publicId: 'C4', state: pendingCard, sessionId: 'SomeoneElse0000000001' });
    expect(await status('C4', SESSION)).toEqual(err({ type: 'OrderNotFound' }));
  });
});
