import type { DeskOrder, DeskOrderResults } from '../../core/shop/back-office/order-desk.port.ts';
import type { DeskOrderView } from '../../core/shop/back-office/order-desk.use-cases.ts';
import { orderTimeline, type TimelineEntry } from '../../core/shop/back-office/order-timeline.ts';
import { printJobStatus } from '../../core/domain/print-files/print-job.ts';
import type { OrderPrintFiles } from '../../core/shop/print-files/print-job-records.port.ts';
import type { SupportQueue } from '../../core/shop/tickets/support-tickets.use-cases.ts';
import type { Ticket, TicketSummary } from '../../core/domain/tickets/ticket.ts';
import type {
  DeskListedOrder,
  DeskListedTicket,
  DeskListPage,
  DeskPrintLine,
  ShownDeskOrder,
  ShownTimelineEntry,
  SupportDeskList,
  SupportTicket,
} from '../../core/storefront/back-office/back-office-gateway.port.ts';
import { DeskCursorFromString } from '../shop-api-contract/back-office.codec.ts';
import { printFilePath } from '../shop-api-contract/print-files.codec.ts';
import { listedTicketOf, shownTicketOf } from './ticket-views.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const NOTHING = {
  status: null,
  state: null,
  carrier: null,
  trackingNumber: null,
  number: null,
  author: null,
  text: null,
  mail: null,
} as const;

/** A timeline entry on the wire: one flat shape, the fields of its kind set. */
const shownTimelineEntryOf = (entry: TimelineEntry): ShownTimelineEntry => {
  const shown = { ...NOTHING, kind: entry.kind, at: iso(entry.at) };
  switch (entry.kind) {
    case 'status':
      return { ...shown, status: entry.status };
    case 'parcel':
      return { ...shown, state: entry.state, text: entry.note };
    case 'shipped':
      return { ...shown, carrier: entry.carrier, trackingNumber: entry.trackingNumber };
    case 'invoice':
    case 'credit-note':
      return { ...shown, number: entry.number };
    case 'mail':
      return { ...shown, mail: entry.event };
    case 'note':
      return { ...shown, author: entry.authorId, text: entry.text };
    default:
      return shown;
  }
};

export const deskListedOrderOf = (order: DeskOrder): DeskListedOrder => ({
  publicId: order.publicId,
  store: order.store,
  email: order.email,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  total: order.total,
  shipmentState: order.shipmentState,
  createdAt: iso(order.createdAt),
});

export const deskListPageOf = (page: DeskOrderResults): DeskListPage => ({
  orders: page.orders.map(deskListedOrderOf),
  next: page.next === null ? null : DeskCursorFromString.encode(page.next),
});

/** One order as the desk shows it: instants as ISO 8601, the state's rules already applied. */
export const shownDeskOrderOf = ({ file, allowed }: DeskOrderView): ShownDeskOrder => ({
  ...deskListedOrderOf(file),
  contactName: file.contactName,
  locale: file.locale,
  subtotal: file.subtotal,
  shipping: file.shipping,
  discount: file.discount,
  shipmentCountry: file.shipmentCountry,
  shipmentPostalCode: file.shipmentPostalCode,
  lines: file.lines.map((line) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    personalised: line.personalised,
  })),
  statusHistory: file.statusHistory.map((entry) => ({ status: entry.status, at: iso(entry.at) })),
  shipment:
    file.shipment === null
      ? null
      : {
          method: file.shipment.method,
          carrier: file.shipment.carrier,
          trackingNumber: file.shipment.trackingNumber,
          events: file.shipment.events.map((event) => ({ state: event.state, note: event.note, at: iso(event.at) })),
        },
  pickupPoint: file.pickupPoint,
  refundOwed: file.refundOwed,
  refundedAt: file.refundedAt === null ? null : iso(file.refundedAt),
  audit: file.actions.map((entry) => ({
    administratorId: entry.administratorId,
    action: entry.action,
    detail: entry.detail,
    at: iso(entry.at),
  })),
  allowed,
  timeline: orderTimeline(file).map(shownTimelineEntryOf),
});

/** The order's print jobs as the desk shows them, named at `now`; each file downloads from the Shop API's route. */
export const deskPrintLinesOf = (
  order: OrderPrintFiles,
  now: number,
  downloadUrl: (path: string) => string,
): readonly DeskPrintLine[] =>
  order.lines.map((line) => ({
    orderLineId: line.orderLineId,
    status: printJobStatus(line.job, now),
    attempts: line.job.attempts,
    lastError: line.job.lastError,
    files: line.files.map((file) => ({
      surfaceId: file.surfaceId,
      widthPx: file.widthPx,
      heightPx: file.heightPx,
      ppi: file.ppi,
      url: downloadUrl(printFilePath(order.publicId, line.orderLineId, file.surfaceId)),
    })),
  }));

export const deskListedTicketOf = (ticket: TicketSummary): DeskListedTicket => ({
  ...listedTicketOf(ticket),
  name: ticket.name,
  email: ticket.email,
  store: ticket.store,
});

export const supportDeskListOf = (queue: SupportQueue): SupportDeskList => ({
  tickets: queue.tickets.map(deskListedTicketOf),
  total: queue.total,
  page: queue.page,
  pageSize: queue.pageSize,
});

/** A conversation as support reads it: its owner's view, with who wrote it and from which store. */
export const supportTicketOf = (ticket: Ticket, downloadUrl: (path: string) => string): SupportTicket => ({
  ...shownTicketOf(ticket, downloadUrl),
  name: ticket.name,
  email: ticket.email,
  store: ticket.store,
});
