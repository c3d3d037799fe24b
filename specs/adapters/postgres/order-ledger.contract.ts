import { err, ok } from 'neverthrow';
import { invoiceOwed } from '../../../core/shop/invoices/invoice-owed.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCIAL_STATUS } from '../../../core/domain/orders/commercial-status.ts';
import type { OrderState } from '../../../core/domain/orders/order-state.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { DeliveryMethod } from '../../../core/domain/shipments/shipment-mode.ts';
import type { OrderChange, OrderSnapshot } from '../../../core/shop/order-lifecycle/order-change.ts';
import type { OrderLedger } from '../../../core/shop/order-lifecycle/order-ledger.port.ts';
import type { PaymentAsked } from '../../../core/shop/payments/notification-checks.ts';
import type { PaymentLedger } from '../../../core/shop/payments/payment-ledger.port.ts';
import { anOrder } from '../../support/orders-mother.ts';

export type LedgerSeed = {
  readonly publicId: string;
  readonly state: OrderState;
  readonly method?: PaymentMethod;
  readonly sessionId?: string;
  readonly customerId?: string;
  readonly deliveryMethod?: DeliveryMethod;
  readonly createdAt?: number;
};

export type OpenedLedger = {
  readonly ledger: OrderLedger & PaymentLedger;
  /** Stores a placed order; resolves to its payment's id. */
  readonly seed: (seed: LedgerSeed) => Promise<string>;
  readonly signIn: (sessionId: string, customerId: string) => Promise<void>;
  /** The outcome kept for a notification's event id. */
  readonly outcomeOf: (eventId: string) => Promise<string | undefined>;
  readonly close: () => Promise<void>;
};

const AT = Date.parse('2026-03-03T12:00:00Z');
const SESSION = 'ContractSession0000000001' as SessionId;
let sequence = 0;
const unique = (prefix: string) => `${prefix}${(sequence += 1)}x${Math.random().toString(36).slice(2, 8)}`;

/** What the shop asked for a seeded order's payment: 24.90 EUR. */
const asked = (publicId: string) => ({ orderPublicId: publicId, amountMinor: 2490, currency: 'EUR', createdAt: AT });

const changeTo = (before: OrderState, after: OrderState): OrderChange => ({
  state: after,
  statusChanged: before.status !== after.status || before.commercialStatus !== after.commercialStatus,
  raisedActions: [],
  invoice: invoiceOwed(before, after),
  creditNote: false,
  reviewInvitation: false,
  at: AT,
});

/** What every OrderLedger + PaymentLedger must do; run against the fake and every real adapter. */
export const describeOrderLedgerContract = (name: string, open: () => Promise<OpenedLedger>) =>
  describe(`OrderLedger and PaymentLedger contract: ${name}`, () => {
    let opened: OpenedLedger;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    /** The order as the ledger sees it, read through a refused change. */
    const peek = async (publicId: string): Promise<OrderSnapshot> =>
      (await opened.ledger.changeOrder(publicId, (order) => err(order)))._unsafeUnwrapErr() as OrderSnapshot;

    it('writes a decided change and hands back the order as it was', async () => {
      const publicId = unique('CO');
      const paymentId = await opened.seed({ publicId, state: anOrder() });
      const after = { ...anOrder(), status: ORDER_STATUS.WAITING_FOR_DOWNLOAD };
      const changed = await opened.ledger.changeOrder(publicId, (order) => ok(changeTo(order.state, after)));
      expect(changed._unsafeUnwrap().before).toEqual({
        orderId: expect.any(String),
        publicId,
        paymentId,
        paymentMethod: 'CARD',
        state: anOrder(),
      });
      expect((await peek(publicId)).state).toEqual(after);
    });

    it('writes nothing for a refused change and passes the refusal on', async () => {
      const publicId = unique('CR');
      await opened.seed({ publicId, state: anOrder() });
      expect(await opened.ledger.changeOrder(publicId, () => err('no'))).toEqual(err('no'));
      expect((await peek(publicId)).state).toEqual(anOrder());
    });

    it('does not know an order it never stored', async () => {
      expect(await opened.ledger.changeOrder('missing', (order) => ok(changeTo(order.state, order.state)))).toEqual(
        err({ type: 'OrderNotFound' }),
      );
    });

    it('applies a notification once per event id, even when both arrive at once', async () => {
      const publicId = unique('N');
      const pending = anOrder({ payment: { status: 'PENDING' } });
      const paymentId = await opened.seed({ publicId, state: pending });
      const paid = { ...pending, payment: { ...pending.payment, status: 'PAID' as const } };
      const notify = () =>
        opened.ledger.recordNotification(
          { eventId: `ev-${publicId}`, paymentId, result: 'PAID', ...asked(publicId) },
          (order) => ok(changeTo(order.state, paid)),
        );
      const records = await Promise.all([notify(), notify()]);
      expect(records.map((record) => record._unsafeUnwrap().kind).sort()).toEqual(['applied', 'duplicate']);
      expect((await peek(publicId)).state).toEqual(paid);
    });

    it('keeps the event id of a refused notification, so a resend is a duplicate', async () => {
      const publicId = unique('R');
      const paymentId = await opened.seed({ publicId, state: anOrder() });
      const notification = { eventId: `ev-${publicId}`, paymentId, result: 'CANCELED' as const, ...asked(publicId) };
      const refused = await opened.ledger.recordNotification(notification, () => err('illegal'));
      expect(refused._unsafeUnwrap()).toMatchObject({ kind: 'refused', error: 'illegal', order: { publicId } });
      expect(await opened.ledger.recordNotification(notification, () => err('illegal'))).toEqual(
        ok({ kind: 'duplicate' }),
      );
      expect((await peek(publicId)).state).toEqual(anOrder());
    });

    it('tells the decision what the shop asked for, and keeps the refusal label as the outcome', async () => {
      const publicId = unique('A');
      const paymentId = await opened.seed({ publicId, state: anOrder({ payment: { status: 'PENDING' } }) });
      const seen: PaymentAsked[] = [];
      const refused = await opened.ledger.recordNotification(
        { eventId: `ev-${publicId}`, paymentId, result: 'PAID', ...asked(publicId), amountMinor: 1 },
        (_order, what) => {
          seen.push(what);
          return err('mismatch');
        },
        () => 'MISMATCH amount',
      );
      expect(refused._unsafeUnwrap()).toMatchObject({ kind: 'refused', error: 'mismatch' });
      expect(seen).toEqual([{ orderPublicId: publicId, amountMinor: 2490, currency: 'EUR' }]);
      expect(await opened.outcomeOf(`ev-${publicId}`)).toBe('MISMATCH amount');
      const listed = (await opened.ledger.mismatchedNotifications(100))._unsafeUnwrap();
      expect(listed.find((one) => one.eventId === `ev-${publicId}`)).toMatchObject({
        paymentId,
        orderPublicId: publicId,
        outcome: 'MISMATCH amount',
      });
    });

    it('does not know a payment it never stored', async () => {
      expect(
        await opened.ledger.recordNotification(
          { eventId: unique('ev'), paymentId: 'missing', result: 'PAID', ...asked('missing') },
          () => err('unused'),
        ),
      ).toEqual(err({ type: 'PaymentNotFound', paymentId: 'missing' }));
    });

    it("shows an order's payment to the session that placed it and to its customer, and to nobody else", async () => {
      const mine = unique('M');
      const theirs = unique('T');
      const customers = unique('C');
      await opened.seed({ publicId: mine, state: anOrder(), sessionId: SESSION });
      await opened.seed({ publicId: theirs, state: anOrder(), sessionId: 'SomebodyElse00000000001' });
      await opened.seed({ publicId: customers, state: anOrder(), customerId: 'cust-contract' });
      const signedIn = `Signed${unique('S')}0000000000`;
      await opened.signIn(signedIn, 'cust-contract');
      expect((await opened.ledger.paymentOfOrder(mine, SESSION))._unsafeUnwrap().publicId).toBe(mine);
      expect(await opened.ledger.paymentOfOrder(theirs, SESSION)).toEqual(err({ type: 'OrderNotFound' }));
      expect((await opened.ledger.paymentOfOrder(customers, signedIn as SessionId)).isOk()).toBe(true);
      expect(await opened.ledger.paymentOfOrder(customers, SESSION)).toEqual(err({ type: 'OrderNotFound' }));
    });

    it('tells what a payment needs: total, locale, delivery country and buyer', async () => {
      const publicId = unique('P');
      await opened.seed({ publicId, state: anOrder(), sessionId: SESSION });
      expect((await opened.ledger.paymentOfOrder(publicId, SESSION))._unsafeUnwrap()).toMatchObject({
        total: { amount: 2490, currency: 'EUR' },
        locale: 'es',
        shipmentCountry: 'ES',
        customerType: 'PERSON',
      });
    });

    it('stores a decided payment attempt as the current one, for the session that placed the order only', async () => {
      const publicId = unique('A');
      const declined = anOrder({ status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT, payment: { status: 'CANCELED' } });
      const firstPayment = await opened.seed({ publicId, state: declined, sessionId: SESSION, createdAt: AT });
      const retried = { ...declined, payment: { kind: 'TRANSFER' as const, status: 'PENDING' as const } };
      const attempt = { paymentId: unique('pay-'), method: 'BANK_TRANSFER' as const, state: retried, at: AT };
      expect(
        await opened.ledger.addPaymentAttempt(publicId, 'SomebodyElse00000000001' as SessionId, () => ok(attempt)),
      ).toEqual(err({ type: 'OrderNotFound' }));
      expect(await opened.ledger.addPaymentAttempt(publicId, SESSION, () => err('refused'))).toEqual(err('refused'));
      const added = await opened.ledger.addPaymentAttempt(publicId, SESSION, (order) =>
        order.paymentId === firstPayment ? ok(attempt) : err('not the current payment'),
      );
      expect(added._unsafeUnwrap()).toMatchObject({ order: { publicId, paymentId: firstPayment }, attempt });
      // Even at the very same instant as the placing, the new attempt is the current one.
      expect((await opened.ledger.paymentOfOrder(publicId, SESSION))._unsafeUnwrap()).toMatchObject({
        paymentId: attempt.paymentId,
        paymentMethod: 'BANK_TRANSFER',
        state: retried,
      });
    });

    it('lists the newest orders first, filtered by status', async () => {
      const older = unique('LO');
      const newer = unique('LN');
      const status = ORDER_STATUS.NOT_SHIPPED;
      await opened.seed({ publicId: older, state: anOrder({ status }), createdAt: Date.parse('2030-01-01T00:00:00Z') });
      await opened.seed({ publicId: newer, state: anOrder({ status }), createdAt: Date.parse('2030-01-02T00:00:00Z') });
      const listed = (await opened.ledger.listOrders({ status, limit: 10 }))._unsafeUnwrap();
      expect(
        listed.map((order) => [order.publicId, order.status, order.commercialStatus, order.paymentStatus]),
      ).toEqual([
        [newer, status, COMMERCIAL_STATUS.CONFIRMED, 'PAID'],
        [older, status, COMMERCIAL_STATUS.CONFIRMED, 'PAID'],
      ]);
      expect((await opened.ledger.listOrders({ status, limit: 1 }))._unsafeUnwrap()).toHaveLength(1);
    });

    it('records a tracking event only when the shipment moved, and replays them next time', async () => {
      const publicId = unique('SH');
      await opened.seed({ publicId, state: anOrder(), deliveryMethod: 'ADDRESS' });
      const seen: unknown[] = [];
      const move = (state: 'ON_ROUTE' | 'PROCESSING', moved: boolean, at: number) =>
        opened.ledger.changeShipment(publicId, (shipment) => {
          seen.push(shipment.events);
          return ok({ state, moved, note: moved ? 'hub' : null, at });
        });
      await move('ON_ROUTE', true, AT);
      await move('ON_ROUTE', false, AT + 1);
      await move('PROCESSING', false, AT + 2);
      expect(seen).toEqual([[], [{ state: 'ON_ROUTE', at: AT }], [{ state: 'ON_ROUTE', at: AT }]]);
    });

    it('does not know the shipment of an order without one, or of no order', async () => {
      const publicId = unique('NS');
      await opened.seed({ publicId, state: anOrder() });
      const none = () => ok({ state: 'ON_ROUTE' as const, moved: true, note: null, at: AT });
      expect(await opened.ledger.changeShipment(publicId, none)).toEqual(err({ type: 'ShipmentNotFound', publicId }));
      expect(await opened.ledger.changeShipment('missing', none)).toEqual(
        err({ type: 'ShipmentNotFound', publicId: 'missing' }),
      );
    });
  });
