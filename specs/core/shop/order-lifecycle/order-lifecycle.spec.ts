import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { COMMERCIAL_STATUS } from '../../../../core/domain/orders/commercial-status.ts';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import { advanceOrder } from '../../../../core/shop/order-lifecycle/advance-order.use-case.ts';
import {
  advanceShipment,
  SHIPMENT_NOTE_MAX_LENGTH,
} from '../../../../core/shop/order-lifecycle/advance-shipment.use-case.ts';
import { cancelOrder } from '../../../../core/shop/order-lifecycle/cancel-order.use-case.ts';
import { listOrders, MAX_ORDER_LIST } from '../../../../core/shop/order-lifecycle/list-orders.use-case.ts';
import { orderChange } from '../../../../core/shop/order-lifecycle/order-change.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrderLedger } from '../../../support/in-memory-order-ledger.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-03-02T09:30:00Z');
const AT = clock.now();

const setUp = () => {
  const fake = inMemoryOrderLedger();
  const deps = { orders: fake.ledger, ids: sequenceIds(), clock };
  return {
    fake,
    advance: advanceOrder(deps),
    cancel: cancelOrder(deps),
    list: listOrders(fake.ledger),
    ship: advanceShipment(deps),
  };
};

describe('orderChange', () => {
  it('asks for a history row when only the commercial status moved', () => {
    const before = anOrder({ status: ORDER_STATUS.DELIVERED });
    const after = { ...before, commercialStatus: COMMERCIAL_STATUS.COMPLETED };
    expect(orderChange(before, after, sequenceIds(), AT)).toEqual({
      state: after,
      statusChanged: true,
      raisedActions: [],
      invoice: false,
      creditNote: false,
      reviewInvitation: false,
      at: AT,
    });
  });

  it('asks for none when nothing moved', () => {
    expect(orderChange(anOrder(), anOrder(), sequenceIds(), AT).statusChanged).toBe(false);
  });
});

describe('advanceOrder', () => {
  it('moves a paid order into production and records it', async () => {
    const { fake, advance } = setUp();
    fake.add({ publicId: 'P1', state: anOrder() });
    const changed = await advance('P1', ORDER_STATUS.IN_PRODUCTION);
    expect(changed._unsafeUnwrap().change).toMatchObject({ state: { status: 1 }, statusChanged: true, at: AT });
    expect(fake.order('P1')?.history.map((state) => state.status)).toEqual([1]);
  });

  it('refuses a step the transition table does not have', async () => {
    const { fake, advance } = setUp();
    fake.add({ publicId: 'P2', state: anOrder() });
    expect(await advance('P2', ORDER_STATUS.DELIVERED)).toEqual(
      err({ type: 'IllegalOrderTransition', from: 0, to: 15 }),
    );
    expect(fake.order('P2')?.history).toEqual([]);
  });

  it('never ships an order without its tracking number, naming the field', async () => {
    const { fake, advance } = setUp();
    fake.add({ publicId: 'P4', state: anOrder({ status: ORDER_STATUS.PACKED }), deliveryMethod: 'ADDRESS' });
    expect(await advance('P4', ORDER_STATUS.SHIPPED)).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'Required' }] }),
    );
    expect(fake.order('P4')?.state.status).toBe(ORDER_STATUS.PACKED);
  });

  it('keeps production waiting for an unpaid transfer', async () => {
    const { fake, advance } = setUp();
    fake.add({ publicId: 'P3', state: anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } }) });
    expect(await advance('P3', ORDER_STATUS.IN_PRODUCTION)).toEqual(err({ type: 'OrderAwaitingPayment' }));
  });

  it('says so for an unknown order', async () => {
    const { advance } = setUp();
    expect(await advance('nope', ORDER_STATUS.IN_PRODUCTION)).toEqual(err({ type: 'OrderNotFound' }));
  });
});

describe('cancelOrder', () => {
  it('cancels an unpaid order and its pending payment; nothing is owed', async () => {
    const { fake, cancel } = setUp();
    fake.add({ publicId: 'K1', state: anOrder({ payment: { status: 'PENDING' } }) });
    const canceled = (await cancel('K1'))._unsafeUnwrap();
    expect([canceled.refundRoute, canceled.change.state.payment.status, canceled.change.raisedActions]).toEqual([
      'NONE',
      'CANCELED',
      [],
    ]);
  });

  it('leaves an online refund to the gateway', async () => {
    const { fake, cancel } = setUp();
    fake.add({ publicId: 'K2', state: anOrder() });
    expect((await cancel('K2'))._unsafeUnwrap().refundRoute).toBe('GATEWAY');
  });

  it('asks the shopper for bank details when a transfer must be refunded', async () => {
    const { fake, cancel } = setUp();
    fake.add({ publicId: 'K3', method: 'BANK_TRANSFER', state: anOrder({ payment: { kind: 'TRANSFER' } }) });
    const canceled = (await cancel('K3'))._unsafeUnwrap();
    expect(canceled.refundRoute).toBe('BANK_TRANSFER');
    expect(canceled.change.raisedActions.map((action) => action.type)).toEqual(['PROVIDE_DATA_TO_REFUND']);
  });

  it('refuses once production has started', async () => {
    const { fake, cancel } = setUp();
    fake.add({ publicId: 'K4', state: anOrder({ status: ORDER_STATUS.IN_PRODUCTION }) });
    expect(await cancel('K4')).toEqual(err({ type: 'IllegalOrderTransition', from: 1, to: 10 }));
  });
});

describe('listOrders', () => {
  it('lists the newest first, in one status when asked', async () => {
    const { fake, list } = setUp();
    fake.add({ publicId: 'L1', state: anOrder(), createdAt: 1 });
    fake.add({ publicId: 'L2', state: anOrder({ status: ORDER_STATUS.SHIPPED }), createdAt: 2 });
    fake.add({ publicId: 'L3', state: anOrder(), createdAt: 3 });
    const all = (await list({ limit: 10 }))._unsafeUnwrap().map((order) => order.publicId);
    const received = (await list({ status: 0, limit: 1 }))._unsafeUnwrap().map((order) => order.publicId);
    expect([all, received]).toEqual([['L3', 'L2', 'L1'], ['L3']]);
  });

  it.each([0, -1, 1.5, MAX_ORDER_LIST + 1])('refuses a limit of %s', async (limit) => {
    const { list } = setUp();
    expect(await list({ limit })).toEqual(err({ type: 'InvalidListLimit', max: MAX_ORDER_LIST }));
  });
});

describe('advanceShipment', () => {
  it('records the next state with its note', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S1', state: anOrder(), deliveryMethod: 'ADDRESS', trackingNumber: '12345678' });
    expect(await ship('S1', 'ON_ROUTE', '  Left the Madrid hub ')).toEqual(
      ok({ state: 'ON_ROUTE', moved: true, note: 'Left the Madrid hub', at: AT }),
    );
  });

  it('records nothing for the state it is already in, and drops a blank note', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S2', state: anOrder(), deliveryMethod: 'ADDRESS' });
    expect(await ship('S2', 'PROCESSING', '   ')).toEqual(
      ok({ state: 'PROCESSING', moved: false, note: null, at: AT }),
    );
    expect(fake.order('S2')?.shipment?.events).toEqual([]);
  });

  it('returns from an incidence to the state it interrupted', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S3', state: anOrder(), deliveryMethod: 'PICKPOINT', trackingNumber: '12345678' });
    await ship('S3', 'ON_ROUTE', null);
    await ship('S3', 'INCIDENCE', 'Address not found');
    expect((await ship('S3', 'ON_ROUTE', null))._unsafeUnwrap()).toMatchObject({ state: 'ON_ROUTE', moved: true });
    expect(await ship('S3', 'DELIVERED', null)).toEqual(
      err({ type: 'IllegalTrackingTransition', from: 'ON_ROUTE', to: 'DELIVERED' }),
    );
  });

  it('refuses a note longer than a carrier message', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S4', state: anOrder(), deliveryMethod: 'ADDRESS', trackingNumber: '12345678' });
    expect(await ship('S4', 'ON_ROUTE', 'x'.repeat(SHIPMENT_NOTE_MAX_LENGTH + 1))).toEqual(
      err({ type: 'ShipmentNoteTooLong', max: SHIPMENT_NOTE_MAX_LENGTH }),
    );
  });

  it('never sets a parcel on its route without a tracking number', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S6', state: anOrder(), deliveryMethod: 'ADDRESS' });
    expect(await ship('S6', 'ON_ROUTE', null)).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'Required' }] }),
    );
    expect(fake.order('S6')?.shipment?.events).toEqual([]);
  });

  it('says so for an order without a shipment', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S5', state: anOrder() });
    expect(await ship('S5', 'ON_ROUTE', null)).toEqual(err({ type: 'ShipmentNotFound', publicId: 'S5' }));
  });
});
