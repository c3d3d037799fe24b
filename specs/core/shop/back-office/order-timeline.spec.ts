import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { DeskOrderFile } from '../../../../core/shop/back-office/order-desk.port.ts';
import { orderTimeline } from '../../../../core/shop/back-office/order-timeline.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const euros = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });
const at = (iso: string) => Date.parse(iso);

const aFile = (overrides: Partial<DeskOrderFile> = {}): DeskOrderFile => ({
  publicId: 'ES-1',
  store: 'WPX-ES',
  email: 'ana@example.com',
  status: ORDER_STATUS.RECEIVED,
  commercialStatus: 8,
  paymentMethod: 'CARD',
  paymentStatus: 'PENDING',
  total: euros(2490),
  shipmentState: null,
  createdAt: at('2026-12-01T10:00:00Z'),
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
  notes: [],
  ...overrides,
});

describe("the desk's order timeline", () => {
  it('starts with the order placed, and nothing else happened yet', () => {
    expect(orderTimeline(aFile())).toEqual([{ kind: 'placed', at: at('2026-12-01T10:00:00Z') }]);
  });

  it("tells the order's whole life newest first: payment, statuses, the parcel leaving with its number, documents and notes", () => {
    const timeline = orderTimeline(
      aFile({
        paidAt: at('2026-12-01T10:05:00Z'),
        documents: [
          { kind: 'invoice', number: 'WPX-ES-2026-000007', at: at('2026-12-01T10:05:00Z') },
          { kind: 'credit-note', number: 'WPX-ES-R-2026-000001', at: at('2026-12-05T09:00:00Z') },
        ],
        statusHistory: [
          { status: ORDER_STATUS.IN_PRODUCTION, at: at('2026-12-02T08:00:00Z') },
          { status: ORDER_STATUS.SHIPPED, at: at('2026-12-03T16:00:00Z') },
        ],
        shipment: {
          method: 'ADDRESS',
          carrier: 'CORREOS',
          trackingNumber: 'PQ4B7M0422387010128013X',
          events: [
            { state: 'PROCESSING', note: null, at: at('2026-12-01T10:00:00Z') },
            { state: 'ON_ROUTE', note: null, at: at('2026-12-03T16:00:00Z') },
            { state: 'INCIDENCE', note: 'Address not found', at: at('2026-12-04T11:00:00Z') },
          ],
        },
        refundedAt: at('2026-12-05T09:00:00Z'),
        notes: [{ authorId: 'admin-1', text: 'Called the buyer.', at: at('2026-12-04T12:00:00Z') }],
        mails: [
          { event: 'order-confirmation', at: at('2026-12-01T10:01:00Z') },
          { event: 'order-shipped', at: at('2026-12-03T16:02:00Z') },
        ],
      }),
    );
    expect(timeline).toEqual([
      { kind: 'credit-note', number: 'WPX-ES-R-2026-000001', at: at('2026-12-05T09:00:00Z') },
      { kind: 'refunded', at: at('2026-12-05T09:00:00Z') },
      { kind: 'note', authorId: 'admin-1', text: 'Called the buyer.', at: at('2026-12-04T12:00:00Z') },
      { kind: 'parcel', state: 'INCIDENCE', note: 'Address not found', at: at('2026-12-04T11:00:00Z') },
      { kind: 'mail', event: 'order-shipped', at: at('2026-12-03T16:02:00Z') },
      {
        kind: 'shipped',
        carrier: 'CORREOS',
        trackingNumber: 'PQ4B7M0422387010128013X',
        at: at('2026-12-03T16:00:00Z'),
      },
      { kind: 'status', status: ORDER_STATUS.SHIPPED, at: at('2026-12-03T16:00:00Z') },
      { kind: 'status', status: ORDER_STATUS.IN_PRODUCTION, at: at('2026-12-02T08:00:00Z') },
      { kind: 'invoice', number: 'WPX-ES-2026-000007', at: at('2026-12-01T10:05:00Z') },
      { kind: 'paid', at: at('2026-12-01T10:05:00Z') },
      { kind: 'mail', event: 'order-confirmation', at: at('2026-12-01T10:01:00Z') },
      { kind: 'parcel', state: 'PROCESSING', note: null, at: at('2026-12-01T10:00:00Z') },
      { kind: 'placed', at: at('2026-12-01T10:00:00Z') },
    ]);
  });

  it('names a parcel on its way without a number as a step, not as shipped', () => {
    const timeline = orderTimeline(
      aFile({
        shipment: {
          method: 'ADDRESS',
          carrier: null,
          trackingNumber: null,
          events: [{ state: 'ON_ROUTE', note: null, at: at('2026-12-02T10:00:00Z') }],
        },
      }),
    );
    expect(timeline[0]).toEqual({ kind: 'parcel', state: 'ON_ROUTE', note: null, at: at('2026-12-02T10:00:00Z') });
  });
});
