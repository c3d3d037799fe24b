import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import { noteOnOrder } from '../../../../core/shop/back-office/note-on-order.use-case.ts';
import type { DeskOrderFile, OrderDesk } from '../../../../core/shop/back-office/order-desk.port.ts';
import type { OrderNote, OrderNotes } from '../../../../core/shop/back-office/order-notes.port.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const clock = fixedClock('2026-12-08T09:30:00Z');
const euros = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });

/** One order, ES-1, whose notes live in memory as the desk's file reads them back. */
const aShop = () => {
  const kept: OrderNote[] = [];
  const file = (): DeskOrderFile => ({
    publicId: 'ES-1',
    store: 'WPX-ES',
    email: 'ana@example.com',
    status: ORDER_STATUS.RECEIVED,
    commercialStatus: 8,
    paymentMethod: 'CARD',
    paymentStatus: 'PAID',
    total: euros(2490),
    shipmentState: null,
    createdAt: 0,
    state: anOrder(),
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
    notes: [...kept],
  });
  const desk: OrderDesk = {
    list: () => okAsync({ orders: [], next: null }),
    file: (publicId) => okAsync(publicId === 'ES-1' ? file() : null),
    record: () => okAsync(undefined),
  };
  const notes: OrderNotes = {
    add: (publicId, note) => {
      if (publicId !== 'ES-1') return okAsync(false);
      kept.push(note);
      return okAsync(true);
    },
  };
  return { note: noteOnOrder({ desk, notes, clock }), kept };
};

describe("the desk's internal notes", () => {
  it('keep the administrator’s note with its author and time, and answer the order with it', async () => {
    const { note, kept } = aShop();
    const view = (await note(anAdministrator(), 'ES-1', '  Called the buyer: size M.  '))._unsafeUnwrap();
    const noted = { authorId: 'admin-1', text: 'Called the buyer: size M.', at: Date.parse('2026-12-08T09:30:00Z') };
    expect(kept).toEqual([noted]);
    expect(view.file.notes).toEqual([noted]);
  });

  it('refuse anyone but the administrator before reading the note', async () => {
    const { note, kept } = aShop();
    expect((await note(aCustomer(), 'ES-1', 'Hello'))._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    expect((await note(null, 'ES-1', ''))._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    expect(kept).toEqual([]);
  });

  it('name a blank note as the form’s field, and an unknown order as not found', async () => {
    const { note, kept } = aShop();
    expect((await note(anAdministrator(), 'ES-1', '   '))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [{ field: 'note', problem: 'Required' }],
    });
    expect((await note(anAdministrator(), 'ES-9', 'Hello'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
    expect(kept).toEqual([]);
  });
});
