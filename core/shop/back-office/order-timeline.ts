import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { TrackingState } from '../../domain/shipments/tracking-state.ts';
import type { DeskOrderFile } from './order-desk.port.ts';

/** One thing that happened to an order, as the desk's timeline tells it. */
export type TimelineEntry =
  | { readonly kind: 'placed'; readonly at: number }
  | { readonly kind: 'paid'; readonly at: number }
  | { readonly kind: 'status'; readonly status: OrderStatus; readonly at: number }
  | { readonly kind: 'parcel'; readonly state: TrackingState; readonly note: string | null; readonly at: number }
  | {
      readonly kind: 'shipped';
      readonly carrier: string | null;
      readonly trackingNumber: string;
      readonly at: number;
    }
  | { readonly kind: 'refunded'; readonly at: number }
  | { readonly kind: 'invoice' | 'credit-note'; readonly number: string; readonly at: number }
  | { readonly kind: 'mail'; readonly event: string; readonly at: number }
  | { readonly kind: 'note'; readonly authorId: string; readonly text: string; readonly at: number };

/**
 * Everything the shop recorded about the order on one line, newest first: placing, payment, each status, the
 * parcel's steps (leaving with its carrier and number), refund, invoice and credit note, the mails sent about it,
 * and the desk's notes.
 * Entries at one instant keep the order they happen in, read backwards.
 */
export const orderTimeline = (file: DeskOrderFile): readonly TimelineEntry[] => {
  const shipment = file.shipment;
  const parcel =
    shipment === null
      ? []
      : shipment.events.map((event): TimelineEntry =>
          event.state === 'ON_ROUTE' && shipment.trackingNumber !== null
            ? { kind: 'shipped', carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, at: event.at }
            : { kind: 'parcel', state: event.state, note: event.note, at: event.at },
        );
  const happened: TimelineEntry[] = [
    { kind: 'placed', at: file.createdAt },
    ...(file.paidAt === null ? [] : [{ kind: 'paid', at: file.paidAt } as const]),
    ...file.statusHistory.map((entry) => ({ kind: 'status', status: entry.status, at: entry.at }) as const),
    ...parcel,
    ...(file.refundedAt === null ? [] : [{ kind: 'refunded', at: file.refundedAt } as const]),
    ...file.documents.map((document) => ({ kind: document.kind, number: document.number, at: document.at }) as const),
    ...file.mails.map((mail) => ({ kind: 'mail', event: mail.event, at: mail.at }) as const),
    ...file.notes.map((note) => ({ kind: 'note', authorId: note.authorId, text: note.text, at: note.at }) as const),
  ];
  // Newest first; of two at one instant, the one that happens later in the order's life above.
  return happened
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at - a.entry.at || b.index - a.index)
    .map(({ entry }) => entry);
};
