import type { ResultAsync } from 'neverthrow';
import type { InvoiceDocument } from './invoice.ts';

export type InvoiceRenderFailure = { readonly type: 'InvoiceRenderFailure'; readonly cause: string };

/** Draws an invoice as a PDF; the same document always gives the same bytes. */
export interface InvoiceRenderer {
  render(invoice: InvoiceDocument): ResultAsync<Uint8Array, InvoiceRenderFailure>;
}
