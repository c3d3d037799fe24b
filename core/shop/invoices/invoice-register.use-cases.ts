import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { accountsPageAccess, type AccountsAccessError } from '../../domain/customers/accounts-permissions.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { dateRangeFor, type DateFilter } from '../../domain/shared/date-filter.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import { storedPdf, type InvoicePdf } from './get-invoice-pdf.use-case.ts';
import { invoiceCsv } from './invoice-csv.ts';
import type {
  CurrencyTotal,
  InvoiceRegister,
  InvoiceStanding,
  RegisterCursor,
  RegisterFilter,
  RegisteredInvoice,
} from './invoice-register.port.ts';
import type { InvoiceRenderer, InvoiceRenderFailure } from './invoice-renderer.port.ts';

/** How many documents one page of the register lists. */
export const INVOICE_PAGE_SIZE = 25;

/** The CSV reads the filtered set this many documents at a time. */
export const INVOICE_EXPORT_BATCH = 500;

export type InvoiceNotFound = { readonly type: 'InvoiceNotFound' };

export const invoiceNotFound = (): InvoiceNotFound => ({ type: 'InvoiceNotFound' });

export type InvoiceRegisterError =
  AccountsAccessError | InvoiceNotFound | InvoiceRenderFailure | BlobStoreFailure | RepositoryFailure;

/** What the register was asked for, as the request names it. */
export type InvoiceListRequest = {
  readonly store?: StoreSlug | undefined;
  readonly dateFilter?: DateFilter | undefined;
  readonly standing?: InvoiceStanding | undefined;
  readonly after?: RegisterCursor | undefined;
};

/** One page of the register, where the next starts, and the sums of the whole filtered set. */
export type InvoiceRegisterPage = {
  readonly invoices: readonly RegisteredInvoice[];
  readonly next: RegisterCursor | null;
  readonly totals: readonly CurrencyTotal[];
};

export type InvoiceCsvFile = { readonly fileName: string; readonly text: string };

type RegisterDeps = { readonly register: InvoiceRegister; readonly clock: Clock };

/** The register is the administrator's, and only where invoicing is set up (allow-accounts-invoices). */
const asAccountant = <T>(
  customer: Customer | null,
  then: () => ResultAsync<T, InvoiceRegisterError>,
): ResultAsync<T, InvoiceRegisterError> =>
  accountsPageAccess(customer, 'accounts-invoices').match(then, (refusal) =>
    errAsync<T, InvoiceRegisterError>(refusal),
  );

const filterOf = (request: InvoiceListRequest, clock: Clock): RegisterFilter => {
  const range = request.dateFilter === undefined ? undefined : dateRangeFor(request.dateFilter, clock);
  return {
    ...(request.store === undefined ? {} : { store: request.store }),
    ...(range === undefined ? {} : { range }),
    ...(request.standing === undefined ? {} : { standing: request.standing }),
  };
};

/** Every invoice and credit note, newest first, narrowed by store, issue date and standing; one page at a time. */
export const listInvoices =
  ({ register, clock }: RegisterDeps) =>
  (customer: Customer | null, request: InvoiceListRequest): ResultAsync<InvoiceRegisterPage, InvoiceRegisterError> =>
    asAccountant(customer, () => {
      const filter = filterOf(request, clock);
      // One more than a page tells whether another follows.
      return ResultAsync.combine([
        register.list(filter, request.after, INVOICE_PAGE_SIZE + 1),
        register.totals(filter),
      ] as const).map(([rows, totals]) => {
        const invoices = rows.slice(0, INVOICE_PAGE_SIZE);
        const last = invoices.at(-1);
        const next =
          rows.length > INVOICE_PAGE_SIZE && last !== undefined
            ? { issuedAt: last.issuedAt, number: last.number }
            : null;
        return { invoices, next, totals };
      });
    });

const everyRow = (
  register: InvoiceRegister,
  filter: RegisterFilter,
  after: RegisterCursor | undefined,
  gathered: readonly RegisteredInvoice[],
): ResultAsync<readonly RegisteredInvoice[], RepositoryFailure> =>
  register.list(filter, after, INVOICE_EXPORT_BATCH).andThen((rows) => {
    const all = [...gathered, ...rows];
    const last = rows.at(-1);
    return rows.length < INVOICE_EXPORT_BATCH || last === undefined
      ? okAsync(all)
      : everyRow(register, filter, { issuedAt: last.issuedAt, number: last.number }, all);
  });

/** The filtered set, whole, as the accountant's CSV, named by the day it was exported. */
export const exportInvoices =
  ({ register, clock }: RegisterDeps) =>
  (customer: Customer | null, request: InvoiceListRequest): ResultAsync<InvoiceCsvFile, InvoiceRegisterError> =>
    asAccountant(customer, () =>
      everyRow(register, filterOf(request, clock), undefined, []).map((rows) => ({
        fileName: `invoices-${new Date(clock.now()).toISOString().slice(0, 10)}.csv`,
        text: invoiceCsv(rows),
      })),
    );

/** Any document of the register as the PDF its customer downloads: the same stored bytes. */
export const getRegisteredInvoicePdf =
  (deps: { readonly register: InvoiceRegister; readonly renderer: InvoiceRenderer; readonly blobs: BlobStore }) =>
  (customer: Customer | null, number: string): ResultAsync<InvoicePdf, InvoiceRegisterError> =>
    asAccountant(customer, () =>
      deps.register
        .document(number)
        .andThen((document): ResultAsync<InvoicePdf, InvoiceRegisterError> =>
          document === null ? errAsync(invoiceNotFound()) : storedPdf(deps, document),
        ),
    );
