import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { DeskAction } from '../../domain/orders/desk-actions.ts';
import type { DesignDeskError, judgeDeskReview, listDeskDesigns } from './design-desk.use-cases.ts';
import type { editDeskDesign, publishDeskDesign, showDeskDesign } from './design-desk.use-cases.ts';
import type { DeskListRequest, DeskOrderView, OrderDeskError } from './order-desk.use-cases.ts';
import type { DeskOrderResults } from './order-desk.port.ts';
import type { TicketsError } from '../tickets/shop-tickets.ts';
import type { changeSiteConfig, showSiteConfig, SiteConfigDeskError } from './site-config-desk.use-cases.ts';
import type { InvoicePdf } from '../invoices/get-invoice-pdf.use-case.ts';
import type {
  InvoiceCsvFile,
  InvoiceListRequest,
  InvoiceRegisterError,
  InvoiceRegisterPage,
} from '../invoices/invoice-register.use-cases.ts';

/** Every way a back-office call can fail: the desks' own, and the tickets context's for the support desk. */
export type BackOfficeError =
  OrderDeskError | SiteConfigDeskError | DesignDeskError | InvoiceRegisterError | TicketsError;

/** The back office's desks, site config and invoice register: use cases bound to their ports, each checking the administrator first. */
export type ShopBackOffice = {
  readonly listOrders: (
    customer: Customer | null,
    request: DeskListRequest,
  ) => ResultAsync<DeskOrderResults, OrderDeskError>;
  readonly showOrder: (customer: Customer | null, publicId: string) => ResultAsync<DeskOrderView, OrderDeskError>;
  readonly act: (
    customer: Customer | null,
    publicId: string,
    action: DeskAction,
  ) => ResultAsync<DeskOrderView, OrderDeskError>;
  /** An internal note on the order, kept with its author and time; the customer never sees it. */
  readonly noteOnOrder: (
    customer: Customer | null,
    publicId: string,
    note: string,
  ) => ResultAsync<DeskOrderView, OrderDeskError>;
  readonly showSiteConfig: ReturnType<typeof showSiteConfig>;
  readonly changeSiteConfig: ReturnType<typeof changeSiteConfig>;
  readonly listDesigns: ReturnType<typeof listDeskDesigns>;
  readonly showDesign: ReturnType<typeof showDeskDesign>;
  readonly editDesign: ReturnType<typeof editDeskDesign>;
  readonly publishDesign: ReturnType<typeof publishDeskDesign>;
  readonly judgeReview: ReturnType<typeof judgeDeskReview>;
  readonly listInvoices: (
    customer: Customer | null,
    request: InvoiceListRequest,
  ) => ResultAsync<InvoiceRegisterPage, InvoiceRegisterError>;
  readonly exportInvoices: (
    customer: Customer | null,
    request: InvoiceListRequest,
  ) => ResultAsync<InvoiceCsvFile, InvoiceRegisterError>;
  readonly invoicePdf: (customer: Customer | null, number: string) => ResultAsync<InvoicePdf, InvoiceRegisterError>;
};
