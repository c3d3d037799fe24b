import { pdfLibInvoiceRenderer } from '../../../adapters/invoices/pdf-lib-invoice-renderer.ts';
import { postgresInvoiceRegister } from '../../../adapters/postgres/postgres-invoice-register.ts';
import { invoicesRoutes } from '../../../adapters/server/shop-api/invoices.routes.ts';
import { getCreditNotePdf, getInvoicePdf } from '../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import type { InvoiceRenderer } from '../../../core/shop/invoices/invoice-renderer.port.ts';
import type { ShopInvoices } from '../../../core/shop/invoices/shop-invoices.ts';
import { token, TOKENS } from '../../tokens.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import type { ServerModule } from './server-module.ts';

/** The invoices context's keys; the renderer is the one document the back office prints too. */
export const INVOICES_TOKENS = {
  renderer: token<InvoiceRenderer>('invoices.renderer'),
  useCases: token<ShopInvoices>('invoices.useCases'),
} as const;

export const invoicesModule: ServerModule = {
  name: 'invoices',
  bind: (container) => {
    container.bind(INVOICES_TOKENS.renderer).toConstantValue(pdfLibInvoiceRenderer());
    container.bind(INVOICES_TOKENS.useCases).toResolvedValue(
      // Issued PDFs live beside the rendered pictures, under 'invoices/'.
      (db, clock, customers, renderer, blobs): ShopInvoices => {
        const invoices = postgresInvoiceRegister(db.db);
        return {
          getInvoicePdf: getInvoicePdf({ customers, invoices, renderer, blobs, clock }),
          getCreditNotePdf: getCreditNotePdf({ customers, invoices, renderer, blobs }),
        };
      },
      [TOKENS.database, TOKENS.clock, AUTH_TOKENS.customers, INVOICES_TOKENS.renderer, MEDIA_TOKENS.blobs],
    );
  },
  shopApiRoutes: (container) =>
    invoicesRoutes(container.get(INVOICES_TOKENS.useCases), container.get(AUTH_TOKENS.sessionReader).customerId),
  // The same route at the site's root: the accounts page's download link, which carries no ext_session_id.
  rootRoutes: (container) =>
    invoicesRoutes(container.get(INVOICES_TOKENS.useCases), container.get(AUTH_TOKENS.sessionReader).customerId),
};
