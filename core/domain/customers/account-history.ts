import type { TicketStatus } from '../tickets/ticket-status.ts';

/** An amount in minor units with its ISO 4217 currency, as the wire carries it. */
export type Amount = { readonly amount: number; readonly currency: string };

export type AccountOrder = {
  readonly publicId: string;
  readonly store: string;
  /** Production/logistics status code (spec 4) and the commercial one (8, 5, 100). */
  readonly status: number;
  readonly commercialStatus: number;
  readonly total: Amount;
  readonly itemCount: number;
  /** ISO 8601 instants. */
  readonly createdAt: string;
};

export type AccountOrderLine = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Amount;
};

export type AccountOrderDetail = AccountOrder & {
  readonly paymentMethod: string;
  readonly subtotal: Amount;
  readonly shipping: Amount;
  readonly discount: Amount;
  readonly promotionCode: string | null;
  readonly shipmentCountry: string;
  readonly shipmentPostalCode: string;
  readonly lines: readonly AccountOrderLine[];
};

export type AccountTicket = {
  readonly publicId: string;
  readonly subject: string;
  readonly status: TicketStatus;
  readonly contactType: string;
  readonly orderPublicId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};
