import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import { jobFailed, type JobFailed, type JobHandler } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer } from '../mail/mailer.port.ts';
import type { BlobStore } from '../media/blob-store.port.ts';
import { storedPdf } from './get-invoice-pdf.use-case.ts';
import type { InvoiceDocument } from './invoice.ts';
import { signedInvoicePath, type InvoiceLinkTokens } from './invoice-link.ts';
import type { InvoiceRegister } from './invoice-register.port.ts';
import type { InvoiceRenderer } from './invoice-renderer.port.ts';
import { paymentConfirmedMail } from './payment-confirmed-mail.ts';

/** The frozen document the job names; queued in the transaction that issued it, so its absence is a broken invariant. */
const issued = (invoices: InvoiceRegister, number: string): ResultAsync<InvoiceDocument, JobFailed> =>
  invoices
    .document(number)
    .mapErr((failure) => jobFailed(failure.cause))
    .andThen((document) => (document === null ? errAsync(jobFailed(`No invoice ${number}`)) : okAsync(document)));

/** Draws the issued invoice or credit note into the blob store once; a stored one is left as it is. */
export const renderInvoicePdf =
  (deps: {
    readonly invoices: InvoiceRegister;
    readonly renderer: InvoiceRenderer;
    readonly blobs: BlobStore;
  }): JobHandler<ShopJobs['invoice-pdf']> =>
  ({ number }) =>
    issued(deps.invoices, number).andThen((document) =>
      storedPdf(deps, document)
        .map(() => undefined)
        .mapErr((failure) => jobFailed(failure.cause)),
    );

/**
 * Mails the buyer that their payment arrived, in the invoice's language, linking the invoice by a signed link that
 * expires; `mailer` is the per-recipient limited one, since buyers are visitors.
 */
export const mailPaymentConfirmation =
  (deps: {
    readonly invoices: InvoiceRegister;
    readonly tokens: InvoiceLinkTokens;
    readonly clock: Clock;
    /** Where each store's links point; the invoice's store's. */
    readonly siteUrls: SiteUrls;
    readonly brandNames: BrandNames;
    readonly mailer: Mailer;
  }): JobHandler<ShopJobs['payment-confirmed-mail']> =>
  ({ invoiceNumber, to }) =>
    issued(deps.invoices, invoiceNumber).andThen((document) =>
      deps
        .brandNames(document.store)
        .andThen((brand) =>
          deps.mailer
            .send(
              paymentConfirmedMail(
                document,
                to,
                `${deps.siteUrls(document.store)}${signedInvoicePath(deps.tokens, document.orderPublicId, deps.clock.now())}`,
                brand,
              ),
            )
            .mapErr((failure) => jobFailed(failure.cause)),
        ),
    );
