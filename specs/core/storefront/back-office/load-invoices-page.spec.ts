import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type {
  InvoiceQuery,
  InvoiceRegisterList,
  InvoiceRegisterReads,
} from '../../../../core/storefront/back-office/invoice-register-gateway.ts';
import {
  invoiceQueryOf,
  loadInvoicesPage,
} from '../../../../core/storefront/back-office/load-invoices-page.use-case.ts';

const LIST: InvoiceRegisterList = { invoices: [], next: null, totals: [], csvUrl: '/accounts/invoices.csv' };

const reads = (asked: InvoiceQuery[]): InvoiceRegisterReads => ({
  invoices: (query) => {
    asked.push(query);
    return okAsync(LIST);
  },
});

describe('the invoice register as its URL asks', () => {
  it('carries the store, the date filter, paid or refunded and the cursor', () => {
    expect(invoiceQueryOf({ store: 'WPX-PL', date_filter: 'this_year', standing: 'refunded', after: 'c1' })).toEqual({
      store: 'WPX-PL',
      dateFilter: 'this_year',
      standing: 'refunded',
      after: 'c1',
    });
    expect(invoiceQueryOf({ standing: 'paid' }).standing).toBe('paid');
  });

  it('reads anything missing or unreadable as "any"', () => {
    const any = { store: '', dateFilter: 'without', standing: '', after: '' };
    expect(invoiceQueryOf({})).toEqual(any);
    expect(invoiceQueryOf({ date_filter: 'yesterday', standing: 'unpaid' })).toEqual(any);
  });

  it('shows the page of the query it asked for, and passes on an unavailable shop', async () => {
    const asked: InvoiceQuery[] = [];
    const page = await loadInvoicesPage(reads(asked))({ date_filter: 'last_year' });
    expect(page._unsafeUnwrap()).toEqual({ query: asked[0], list: LIST });
    expect(asked).toEqual([{ store: '', dateFilter: 'last_year', standing: '', after: '' }]);
    const down: InvoiceRegisterReads = { invoices: () => errAsync({ type: 'ShopUnavailable' } as never) };
    expect((await loadInvoicesPage(down)({}))._unsafeUnwrapErr()).toEqual({ type: 'ShopUnavailable' });
  });
});
