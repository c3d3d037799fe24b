import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { DeskOrderFile, DeskOrderQuery, OrderDesk } from '../../../../core/shop/back-office/order-desk.port.ts';
import {
  actOnOrder,
  DESK_PAGE_SIZE,
  listDeskOrders,
  showDeskOrder,
  type DeskLifecycle,
} from '../../../../core/shop/back-office/order-desk.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const clock = fixedClock('2026-03-02T09:30:00Z');
const euros = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });

const aFile = (publicId: string): DeskOrderFile => ({
  publicId,
  store: 'WPX-ES',
  email: 'ana@example.com',
  status: ORDER_STATUS.RECEIVED,
  commercialStatus: 8,
  paymentMethod: 'BANK_TRANSFER',
  paymentStatus: 'PENDING',
  total: euros(2490),
  shipmentState: null,
  createdAt: 0,
  state: anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } }),
  contactName: 'Ana',
  locale: 'es',
  subtotal: euros(2490),
  shipping: euros(0),
  discount: euros(0),
  shipmentCountry: 'ES',
  shipmentPostalCode: '28001',
  lines: [],
  statusHistory: [],
  shipment: null,
  pickupPoint: null,
  refundOwed: false,
  refundedAt: null,
  actions: [],
  paidAt: null,
  documents: [],
  mails: [],
  notes: [],
});

const aDesk = () => {
  const asked: DeskOrderQuery[] = [];
  const recorded: { publicId: string; action: string; administratorId: string }[] = [];
  const desk: OrderDesk = {
    list: (query) => {
      asked.push(query);
      return okAsync({ orders: [], next: null });
    },
    file: (publicId) => okAsync(publicId === 'ES-1' ? aFile(publicId) : null),
    record: (publicId, entry) => {
      recorded.push({ publicId, action: entry.action, administratorId: entry.administratorId });
      return okAsync(undefined);
    },
  };
  return { desk, asked, recorded };
};

const changed = okAsync({}) as never;
const lifecycle = (refuse = false): DeskLifecycle => ({
  advanceOrder: () => (refuse ? errAsync({ type: 'IllegalOrderTransition', from: 0, to: 15 }) : changed),
  cancelOrder: () => changed,
  advanceShipment: () => changed,
  shipOrder: () => changed,
  confirmPayment: () => changed,
  refundOrder: () => changed,
});

describe('the orders desk', () => {
  it('refuses anyone but the administrator, whatever they ask', async () => {
    const { desk, asked } = aDesk();
    expect((await listDeskOrders({ desk, clock })(aCustomer(), {}))._unsafeUnwrapErr()).toEqual({
      type: 'AdministratorOnly',
    });
    expect((await showDeskOrder(desk)(null, 'ES-1'))._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    expect(
      (
        await actOnOrder({ desk, lifecycle: lifecycle(), clock })(aCustomer(), 'ES-1', { kind: 'cancel' })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'AdministratorOnly',
    });
    expect(asked).toEqual([]);
  });

  it('asks one page with the search trimmed and the date filter as a range', async () => {
    const { desk, asked } = aDesk();
    await listDeskOrders({ desk, clock })(anAdministrator(), {
      search: '  ana@example.com ',
      store: 'WPX-ES',
      status: ORDER_STATUS.SHIPPED,
      dateFilter: 'last_year',
    });
    expect(asked).toEqual([
      {
        search: 'ana@example.com',
        store: 'WPX-ES',
        status: ORDER_STATUS.SHIPPED,
        range: { from: Date.UTC(2025, 0, 1), to: Date.UTC(2026, 0, 1) },
        limit: DESK_PAGE_SIZE,
      },
    ]);
    const tooLong = await listDeskOrders({ desk, clock })(anAdministrator(), { search: 'a'.repeat(255) });
    expect(tooLong._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
  });

  it('asks the first page of every order when nothing narrows it', async () => {
    const { desk, asked } = aDesk();
    await listDeskOrders({ desk, clock })(anAdministrator(), {});
    await listDeskOrders({ desk, clock })(anAdministrator(), {
      search: '   ',
      after: { createdAt: 1_700_000_000_000, publicId: 'ES-1' },
    });
    expect(asked).toEqual([
      { limit: DESK_PAGE_SIZE },
      { after: { createdAt: 1_700_000_000_000, publicId: 'ES-1' }, limit: DESK_PAGE_SIZE },
    ]);
  });

  it('shows an order with what its rules allow, and a missing one as not found', async () => {
    const { desk } = aDesk();
    const shown = await showDeskOrder(desk)(anAdministrator(), 'ES-1');
    expect(shown._unsafeUnwrap().allowed).toContainEqual({ kind: 'confirm-payment' });
    expect((await showDeskOrder(desk)(anAdministrator(), 'ES-2'))._unsafeUnwrapErr()).toEqual({
      type: 'OrderNotFound',
    });
  });

  it('records who acted once the lifecycle accepted, and nothing when it refused', async () => {
    const { desk, recorded } = aDesk();
    const done = await actOnOrder({ desk, lifecycle: lifecycle(), clock })(anAdministrator(), 'ES-1', {
      kind: 'confirm-payment',
    });
    expect(done.isOk()).toBe(true);
    expect(recorded).toEqual([{ publicId: 'ES-1', action: 'confirm-payment', administratorId: 'admin-1' }]);
    const refused = await actOnOrder({ desk, lifecycle: lifecycle(true), clock })(anAdministrator(), 'ES-1', {
      kind: 'advance-order',
      to: ORDER_STATUS.DELIVERED,
    });
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'IllegalOrderTransition', from: 0, to: 15 });
    expect(recorded).toHaveLength(1);
    for (const action of [
      { kind: 'cancel' },
      { kind: 'advance-shipment', to: 'ON_ROUTE' },
      { kind: 'ship', carrier: 'MONDIAL_RELAY', trackingNumber: '12345678' },
      { kind: 'refund' },
    ] as const)
      await actOnOrder({ desk, lifecycle: lifecycle(), clock })(anAdministrator(), 'ES-1', action);
    expect(recorded.map((entry) => entry.action)).toEqual([
      'confirm-payment',
      'cancel',
      'advance-shipment',
      'ship',
      'refund',
    ]);
  });
});
