import type { InvoiceListRequest, InvoiceRegisterPage } from '../../core/shop/invoices/invoice-register.use-cases.ts';
import type { InvoiceRegisterList } from '../../core/storefront/back-office/invoice-register-gateway.ts';
import { BACK_OFFICE_PATHS } from '../shop-api-contract/back-office.codec.ts';
import { RegisterCursorFromString } from '../shop-api-contract/back-office-invoices.codec.ts';

/** The register's PDF link of one document, under the Shop API. */
export const invoicePdfPath = (number: string): string =>
  BACK_OFFICE_PATHS.invoicePdf.replace(':number', encodeURIComponent(number));

/** The CSV link of the filtered set: the same filters, without the page. */
export const invoicesCsvPath = (request: InvoiceListRequest): string => {
  const query = new URLSearchParams();
  if (request.store !== undefined) query.set('store', request.store);
  if (request.dateFilter !== undefined) query.set('date_filter', request.dateFilter);
  if (request.standing !== undefined) query.set('standing', request.standing);
  const text = query.toString();
  return text === '' ? BACK_OFFICE_PATHS.invoicesCsv : `${BACK_OFFICE_PATHS.invoicesCsv}?${text}`;
};

/** One page of the register on the wire: instants as ISO 8601, the cursor as its token, links built by `url`. */
export const invoiceRegisterListOf = (
  page: InvoiceRegisterPage,
  request: InvoiceListRequest,
  url: (path: string) => string,
): InvoiceRegisterList => ({
  invoices: page.invoices.map((invoice) => ({
    ...invoice,
    issuedAt: new Date(invoice.issuedAt).toISOString(),
    pdfUrl: url(invoicePdfPath(invoice.number)),
  })),
  next: page.next === null ? null : RegisterCursorFromString.encode(page.next),
  totals: page.totals,
  csvUrl: url(invoicesCsvPath(request)),
});
