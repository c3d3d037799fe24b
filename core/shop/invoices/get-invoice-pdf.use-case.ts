import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AccountsError } from '../accounts/accounts-errors.ts';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { openAccountsPage } from '../accounts/open-accounts-page.ts';
import { normaliseOrderPublicId } from '../orders/order-public-id.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import type { InvoiceDocument } from './invoice.ts';
import { invoiceBlobKey } from './invoice-number.ts';
import type { InvoiceRegister } from './invoice-register.port.ts';
import type { InvoiceRenderer, InvoiceRenderFailure } from './invoice-renderer.port.ts';
import { orderNotFound } from '../orders/order-errors.ts';
import {
  checkInvoiceLink,
  signedInvoicePath,
  type InvoiceLinkOf,
  type InvoiceLinkRefusal,
  type InvoiceLinkTokens,
} from './invoice-link.ts';

export type InvoiceNotReady = { readonly type: 'InvoiceNotReady' };

export const invoiceNotReady = (): InvoiceNotReady => ({ type: 'InvoiceNotReady' });

export type InvoiceError =
  AccountsError | InvoiceNotReady | InvoiceLinkRefusal | InvoiceRenderFailure | BlobStoreFailure;

export type InvoicePdf = { readonly number: string; readonly bytes: Uint8Array };

/** The stored PDF, or (first time, or lost) the snapshot drawn and stored: every download gives the same bytes. */
export const storedPdf = (
  deps: { readonly renderer: InvoiceRenderer; readonly blobs: BlobStore },
  invoice: InvoiceDocument,
): ResultAsync<InvoicePdf, InvoiceRenderFailure | BlobStoreFailure> => {
  const key = invoiceBlobKey(invoice.number);
  return deps.blobs
    .get(key)
    .andThen((stored) =>
      stored !== null
        ? okAsync(stored)
        : deps.renderer.render(invoice).andThen((bytes) => deps.blobs.put(key, bytes).map(() => bytes)),
    )
    .map((bytes) => ({ number: invoice.number, bytes }));
};

/**
 * A paid order's invoice as a PDF, for the customer who placed it alone: anyone else's order, or no order, is
 * OrderNotFound; one without an invoice (unpaid) is InvoiceNotReady. Downloading issues nothing: paying did.
 */
export const getInvoicePdf =
  (deps: {
    readonly customers: CustomerRepository;
    readonly invoices: InvoiceRegister;
    readonly renderer: InvoiceRenderer;
    readonly blobs: BlobStore;
  }) =>
  (customerId: CustomerId | null, publicId: string): ResultAsync<InvoicePdf, InvoiceError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-orders')
      .andThen((account) => deps.invoices.invoiceOf(account.id, normaliseOrderPublicId(publicId)))
      .andThen((issued): ResultAsync<InvoicePdf, InvoiceError> => {
        if (issued === 'not-found') return errAsync(orderNotFound());
        if (issued === 'not-paid') return errAsync(invoiceNotReady());
        return storedPdf(deps, issued);
      });

/**
 * An order's invoice for whoever holds its signed link (a guest has no account to sign in to): a token not signed
 * for this order is InvoiceLinkForged, one past its time InvoiceLinkExpired, an order without invoice OrderNotFound.
 */
export const getSignedInvoicePdf =
  (deps: {
    readonly invoices: InvoiceRegister;
    readonly renderer: InvoiceRenderer;
    readonly blobs: BlobStore;
    readonly tokens: InvoiceLinkTokens;
    readonly clock: Clock;
  }) =>
  (publicId: string, token: string): ResultAsync<InvoicePdf, InvoiceError> =>
    checkInvoiceLink(deps.tokens, token, normaliseOrderPublicId(publicId), deps.clock.now())
      .asyncAndThen((orderPublicId) => deps.invoices.invoiceOfOrder(orderPublicId))
      .andThen((issued): ResultAsync<InvoicePdf, InvoiceError> =>
        issued === null ? errAsync(orderNotFound()) : storedPdf(deps, issued),
      );

/** The signed path of the order's invoice once it has one, for the order's pages a guest sees; null before it is paid. */
export const invoiceLinkOf =
  (deps: {
    readonly invoices: InvoiceRegister;
    readonly tokens: InvoiceLinkTokens;
    readonly clock: Clock;
  }): InvoiceLinkOf =>
  (publicId) =>
    deps.invoices
      .invoiceOfOrder(normaliseOrderPublicId(publicId))
      .map((issued) =>
        issued === null ? null : signedInvoicePath(deps.tokens, issued.orderPublicId, deps.clock.now()),
      );

/** The credit note cancelling the customer's own order's invoice; none issued (or not theirs) is OrderNotFound. */
export const getCreditNotePdf =
  (deps: {
    readonly customers: CustomerRepository;
    readonly invoices: InvoiceRegister;
    readonly renderer: InvoiceRenderer;
    readonly blobs: BlobStore;
  }) =>
  (customerId: CustomerId | null, publicId: string): ResultAsync<InvoicePdf, InvoiceError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-orders')
      .andThen((account) => deps.invoices.creditNoteOf(account.id, normaliseOrderPublicId(publicId)))
      .andThen((document): ResultAsync<InvoicePdf, InvoiceError> =>
        document === null ? errAsync(orderNotFound()) : storedPdf(deps, document),
      );
