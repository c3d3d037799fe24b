import type { ResultAsync } from 'neverthrow';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import { isDateFilter } from '../../domain/shared/date-filter.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { InvoiceQuery, InvoiceRegisterList, InvoiceRegisterReads } from './invoice-register-gateway.ts';

/** /accounts/invoices: the register's page, as its filters ask. */
export type InvoicesPageData = { readonly query: InvoiceQuery; readonly list: InvoiceRegisterList };

/** The register's form as the URL carries it; anything unreadable is "any". */
export const invoiceQueryOf = (query: Query): InvoiceQuery => {
  const dateFilter = firstQueryValue(query, 'date_filter') ?? '';
  const standing = firstQueryValue(query, 'standing') ?? '';
  return {
    store: firstQueryValue(query, 'store') ?? '',
    dateFilter: isDateFilter(dateFilter) ? dateFilter : 'without',
    standing: standing === 'paid' || standing === 'refunded' ? standing : '',
    after: firstQueryValue(query, 'after') ?? '',
  };
};

/** The invoice register: invoices and credit notes filtered as the URL asks, with totals per currency. */
export const loadInvoicesPage =
  (reads: InvoiceRegisterReads) =>
  (query: Query): ResultAsync<InvoicesPageData, ShopUnavailable> => {
    const asked = invoiceQueryOf(query);
    return reads.invoices(asked).map((list) => ({ query: asked, list }));
  };
