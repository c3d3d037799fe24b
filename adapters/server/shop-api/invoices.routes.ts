import type { FastifyInstance } from 'fastify';
import type { ShopInvoices } from '../../../core/shop/invoices/shop-invoices.ts';
import { OrderParams } from '../../shop-api-contract/accounts.codec.ts';
import { OrderParams as OrderPathParams } from '../../shop-api-contract/orders.codec.ts';
import { INVOICE_PATHS, SignedInvoiceQuery } from '../../shop-api-contract/invoices.codec.ts';
import type { SessionCustomerId } from './accounts.routes.ts';
import { invoicesErrorAnswer } from './invoices-errors.ts';
import { fileRoute, fromBoth, fromParams, fromQuery } from '../route.ts';

/** A paid order's invoice, for the customer who placed it: the PDF stored at its first download, byte for byte. */
export const invoicesRoutes =
  (useCases: ShopInvoices, sessionCustomerId: SessionCustomerId) => async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      INVOICE_PATHS.orderInvoice,
      { schema: { summary: "The invoice of one of the customer's paid orders, as a PDF", tags: ['accounts'] } },
      fileRoute({
        decode: fromParams(OrderParams),
        who: sessionCustomerId,
        errors: invoicesErrorAnswer,
        run: ({ publicId }, customer) =>
          useCases.getInvoicePdf(customer, publicId).map((pdf) => ({
            contentType: 'application/pdf',
            fileName: `${pdf.number}.pdf`,
            bytes: pdf.bytes,
          })),
      }),
    );

    app.get(
      INVOICE_PATHS.orderCreditNote,
      {
        schema: {
          summary: "The credit note of one of the customer's cancelled paid orders, as a PDF",
          tags: ['accounts'],
        },
      },
      fileRoute({
        decode: fromParams(OrderParams),
        who: sessionCustomerId,
        errors: invoicesErrorAnswer,
        run: ({ publicId }, customer) =>
          useCases.getCreditNotePdf(customer, publicId).map((pdf) => ({
            contentType: 'application/pdf',
            fileName: `${pdf.number}.pdf`,
            bytes: pdf.bytes,
          })),
      }),
    );

    app.get(
      INVOICE_PATHS.signedOrderInvoice,
      {
        schema: {
          summary: "An order's invoice as a PDF, for whoever holds its signed link (a guest included)",
          tags: ['orders'],
        },
      },
      fileRoute({
        decode: fromBoth(fromParams(OrderPathParams), fromQuery(SignedInvoiceQuery)),
        errors: invoicesErrorAnswer,
        run: ({ public_id: publicId, token }) =>
          useCases.getSignedInvoicePdf(publicId, token).map((pdf) => ({
            contentType: 'application/pdf',
            fileName: `${pdf.number}.pdf`,
            bytes: pdf.bytes,
          })),
      }),
    );
  };
