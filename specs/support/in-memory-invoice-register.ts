import { okAsync } from 'neverthrow';
import type { InvoiceDocument } from '../../core/shop/invoices/invoice.ts';
import type {
  CurrencyTotal,
  InvoiceRegister,
  RegisterFilter,
  RegisteredInvoice,
} from '../../core/shop/invoices/invoice-register.port.ts';

const matches = (filter: RegisterFilter, credited: ReadonlySet<string>) => (invoice: RegisteredInvoice) =>
  (filter.store === undefined || invoice.store === filter.store) &&
  (filter.range === undefined || (invoice.issuedAt >= filter.range.from && invoice.issuedAt < filter.range.to)) &&
  (filter.standing === undefined ||
    (filter.standing === 'refunded'
      ? credited.has(invoice.orderPublicId)
      : invoice.kind === 'invoice' && !credited.has(invoice.orderPublicId)));

const newestFirst = (a: RegisteredInvoice, b: RegisteredInvoice) =>
  b.issuedAt - a.issuedAt || (a.number < b.number ? 1 : a.number > b.number ? -1 : 0);

/** The register's reading contract kept in memory (issuing is the SQL register's, specified on PGlite). */
export const inMemoryInvoiceRegister = (
  rows: readonly RegisteredInvoice[],
  documents: ReadonlyMap<string, InvoiceDocument> = new Map(),
) => {
  const credited = new Set(rows.filter((row) => row.kind === 'credit-note').map((row) => row.orderPublicId));
  const asked: number[] = [];
  const register: InvoiceRegister = {
    invoiceOf: () => okAsync('not-found' as const),
    invoiceOfOrder: () => okAsync(null),
    list: (filter, after, limit) => {
      asked.push(limit);
      return okAsync(
        rows
          .filter(matches(filter, credited))
          .sort(newestFirst)
          .filter(
            (row) =>
              after === undefined ||
              row.issuedAt < after.issuedAt ||
              (row.issuedAt === after.issuedAt && row.number < after.number),
          )
          .slice(0, limit),
      );
    },
    totals: (filter) => {
      const sums = new Map<string, CurrencyTotal>();
      for (const row of rows.filter(matches(filter, credited))) {
        const sum = sums.get(row.currency) ?? { currency: row.currency, count: 0, net: 0, vat: 0, total: 0 };
        sums.set(row.currency, {
          currency: row.currency,
          count: sum.count + 1,
          net: sum.net + row.net,
          vat: sum.vat + row.vat,
          total: sum.total + row.total,
        });
      }
      return okAsync([...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency)));
    },
    document: (number) => okAsync(documents.get(number) ?? null),
    creditNoteOf: () => okAsync(null),
  };
  return { register, asked };
};
