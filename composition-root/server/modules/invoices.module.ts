import { pdfLibInvoiceRenderer } from '../../../adapters/invoices/pdf-lib-invoice-renderer.ts';
import type { ShopDatabase } from '../../../adapters/postgres/database.ts';
import {
  postgresInvoiceRegister,
  unfrozenInvoiceNumbers,
} from '../../../adapters/postgres/postgres-invoice-register.ts';
import { invoicesRoutes } from '../../../adapters/server/shop-api/invoices.routes.ts';
import { sealedInvoiceLinkTokens } from '../../../adapters/system/sealed-invoice-link-tokens.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import {
  getCreditNotePdf,
  getInvoicePdf,
  getSignedInvoicePdf,
} from '../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import type { InvoiceLinkTokens } from '../../../core/shop/invoices/invoice-link.ts';
import type { InvoiceRegister } from '../../../core/shop/invoices/invoice-register.port.ts';
import type { InvoiceRenderer } from '../../../core/shop/invoices/invoice-renderer.port.ts';
import type { JobQueue } from '../../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import type { ShopInvoices } from '../../../core/shop/invoices/shop-invoices.ts';
import { token, TOKENS } from '../../tokens.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import type { ServerModule } from './server-module.ts';

/** The invoices context's keys; the renderer is the one document the back office prints too. */
export const INVOICES_TOKENS = {
  renderer: token<InvoiceRenderer>('invoices.renderer'),
  register: token<InvoiceRegister>('invoices.register'),
  /** Signs the invoice links of the payment-confirmed mail and the guest's order pages. */
  linkTokens: token<InvoiceLinkTokens>('invoices.linkTokens'),
  useCases: token<ShopInvoices>('invoices.useCases'),
} as const;

export const invoicesModule: ServerModule = {
  name: 'invoices',
  bind: (container) => {
    container.bind(INVOICES_TOKENS.renderer).toConstantValue(pdfLibInvoiceRenderer());
    container.bind(INVOICES_TOKENS.register).toResolvedValue((db) => postgresInvoiceRegister(db.db), [TOKENS.database]);
    // Derived from the resolved auth secret (AUTH_SECRET): every instance sharing it signs and opens the same links.
    container
      .bind(INVOICES_TOKENS.linkTokens)
      .toResolvedValue(
        (master) => sealedInvoiceLinkTokens(deriveSecret(master, 'invoice-links')),
        [AUTH_TOKENS.secret],
      );
    container.bind(INVOICES_TOKENS.useCases).toResolvedValue(
      // Issued PDFs live beside the rendered pictures, under 'invoices/'.
      (invoices, clock, customers, renderer, blobs, tokens): ShopInvoices => ({
        getInvoicePdf: getInvoicePdf({ customers, invoices, renderer, blobs }),
        getCreditNotePdf: getCreditNotePdf({ customers, invoices, renderer, blobs }),
        getSignedInvoicePdf: getSignedInvoicePdf({ invoices, renderer, blobs, tokens, clock }),
      }),
      [
        INVOICES_TOKENS.register,
        TOKENS.clock,
        AUTH_TOKENS.customers,
        INVOICES_TOKENS.renderer,
        MEDIA_TOKENS.blobs,
        INVOICES_TOKENS.linkTokens,
      ],
    );
  },
  shopApiRoutes: (container) =>
    invoicesRoutes(container.get(INVOICES_TOKENS.useCases), container.get(AUTH_TOKENS.sessionReader).customerId),
  // The same routes at the site's root: the download links of the accounts page and of the mail carry no ext_session_id.
  rootRoutes: (container) =>
    invoicesRoutes(container.get(INVOICES_TOKENS.useCases), container.get(AUTH_TOKENS.sessionReader).customerId),
};

/** At a worker's start: the invoices migration 0021 numbered without a document get their job (frozen, then drawn). */
export const queueUnfrozenInvoices = async (db: ShopDatabase, jobs: JobQueue<ShopJobs>): Promise<void> => {
  for (const number of await unfrozenInvoiceNumbers(db)) {
    const queued = await jobs.enqueue('invoice-pdf', { number });
    if (queued.isErr()) throw new Error(`Invoice ${number} could not be queued: ${queued.error.cause}`);
  }
};
