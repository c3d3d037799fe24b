import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import type { RegisteredInvoice } from '../../../../core/shop/invoices/invoice-register.port.ts';
import {
  exportInvoices,
  getRegisteredInvoicePdf,
  INVOICE_EXPORT_BATCH,
  INVOICE_PAGE_SIZE,
  listInvoices,
} from '../../../../core/shop/invoices/invoice-register.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';
import { inMemoryInvoiceRegister } from '../../../support/in-memory-invoice-register.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';

const clock = fixedClock('2026-11-28T10:00:00Z');
const DAY = 86_400_000;
const accountant = anAdministrator({ invoicingEnabled: true });

const anInvoice = (sequence: number, overrides: Partial<RegisteredInvoice> = {}): RegisteredInvoice => ({
  number: `WPX-ES-2026-${String(sequence).padStart(6, '0')}`,
  kind: 'invoice',
  store: 'WPX-ES',
  issuedAt: clock.now() - sequence * DAY,
  orderPublicId: `ES-${String(sequence)}`,
  buyerName: 'Ana García',
  buyerTaxId: null,
  currency: 'EUR',
  net: 1000,
  vatPercent: 21,
  vat: 210,
  total: 1210,
  corrects: null,
  ...overrides,
});

const creditOf = (invoice: RegisteredInvoice, issuedAt: number): RegisteredInvoice => ({
  ...invoice,
  number: invoice.number.replace('WPX-ES-', 'WPX-ES-R-'),
  kind: 'credit-note',
  issuedAt,
  net: -invoice.net,
  vat: -invoice.vat,
  total: -invoice.total,
  corrects: invoice.number,
});

describe('the invoice register', () => {
  it('lists newest first one page at a time, with the totals of the whole filtered set', async () => {
    const rows = Array.from({ length: INVOICE_PAGE_SIZE + 3 }, (_, at) => anInvoice(at + 1));
    const { register } = inMemoryInvoiceRegister(rows);
    const first = (await listInvoices({ register, clock })(accountant, {}))._unsafeUnwrap();
    expect(first.invoices).toHaveLength(INVOICE_PAGE_SIZE);
    expect(first.invoices[0]?.number).toBe('WPX-ES-2026-000001');
    expect(first.totals).toEqual([
      {
        currency: 'EUR',
        count: rows.length,
        net: rows.length * 1000,
        vat: rows.length * 210,
        total: rows.length * 1210,
      },
    ]);
    const last = first.invoices.at(-1) as RegisteredInvoice;
    expect(first.next).toEqual({ issuedAt: last.issuedAt, number: last.number });
    const second = (
      await listInvoices({ register, clock })(accountant, { after: first.next ?? undefined })
    )._unsafeUnwrap();
    expect(second.invoices.map((row) => row.number)).toEqual([
      'WPX-ES-2026-000026',
      'WPX-ES-2026-000027',
      'WPX-ES-2026-000028',
    ]);
    expect(second.next).toBeNull();
  });

  it('narrows by store, by the date filter on the issue day, and by paid or refunded', async () => {
    const sold = anInvoice(1);
    const returned = anInvoice(2);
    const polish = anInvoice(3, { store: 'WPX-PL', currency: 'PLN', number: 'WPX-PL-2026-000001' });
    const old = anInvoice(400);
    const rows = [sold, returned, creditOf(returned, clock.now()), polish, old];
    const list = listInvoices({ register: inMemoryInvoiceRegister(rows).register, clock });
    const numbers = async (request: Parameters<typeof list>[1]) =>
      (await list(accountant, request))._unsafeUnwrap().invoices.map((row) => row.number);
    expect(await numbers({ store: 'WPX-PL' })).toEqual(['WPX-PL-2026-000001']);
    expect(await numbers({ dateFilter: 'thirty_days' })).toHaveLength(4);
    expect(await numbers({ standing: 'paid' })).toEqual([sold.number, polish.number, old.number]);
    expect(await numbers({ standing: 'refunded' })).toEqual(['WPX-ES-R-2026-000002', returned.number]);
    const refunded = (await list(accountant, { standing: 'refunded' }))._unsafeUnwrap();
    expect(refunded.totals).toEqual([{ currency: 'EUR', count: 2, net: 0, vat: 0, total: 0 }]);
  });

  it('is refused to a customer, a visitor and an administrator without invoicing', async () => {
    const list = listInvoices({ register: inMemoryInvoiceRegister([]).register, clock });
    expect((await list(aCustomer({ invoicingEnabled: true }), {}))._unsafeUnwrapErr()).toEqual({
      type: 'NotAdministrator',
    });
    expect((await list(null, {}))._unsafeUnwrapErr()).toMatchObject({ type: 'SessionRequired' });
    expect((await list(anAdministrator(), {}))._unsafeUnwrapErr()).toEqual({ type: 'InvoicingDisabled' });
  });
});

describe("the accountant's export", () => {
  it('reads the whole filtered set in batches and names the file by the day', async () => {
    const rows = Array.from({ length: INVOICE_EXPORT_BATCH + 1 }, (_, at) => anInvoice(at + 1, { issuedAt: 0 }));
    const { register, asked } = inMemoryInvoiceRegister(rows);
    const file = (await exportInvoices({ register, clock })(accountant, {}))._unsafeUnwrap();
    expect(file.fileName).toBe('invoices-2026-11-28.csv');
    expect(file.text.split('\r\n')).toHaveLength(rows.length + 2);
    expect(asked).toEqual([INVOICE_EXPORT_BATCH, INVOICE_EXPORT_BATCH]);
  });

  it('is refused to a customer', async () => {
    const file = await exportInvoices({ register: inMemoryInvoiceRegister([]).register, clock })(aCustomer(), {});
    expect(file._unsafeUnwrapErr()).toEqual({ type: 'NotAdministrator' });
  });
});

describe("a register document's PDF", () => {
  const document = composeInvoice(invoiceFacts(), 1, clock.now());
  const setUp = () => {
    const blobs = inMemoryBlobStore();
    const { register } = inMemoryInvoiceRegister([], new Map([[document.number, document]]));
    let draws = 0;
    const renderer = {
      render: () => {
        draws += 1;
        return okAsync(new Uint8Array([draws]));
      },
    };
    return { pdf: getRegisteredInvoicePdf({ register, renderer, blobs: blobs.store }), blobs, draws: () => draws };
  };

  it("is the stored file the customer downloads, drawn when missing, under the invoice's own key", async () => {
    const { pdf, blobs, draws } = setUp();
    await blobs.store.put(`invoices/${document.number}.pdf`, new Uint8Array([9]));
    expect((await pdf(accountant, document.number))._unsafeUnwrap().bytes).toEqual(new Uint8Array([9]));
    expect(draws()).toBe(0);
  });

  it('is not found for an unknown number, and refused to a customer', async () => {
    const { pdf } = setUp();
    expect((await pdf(accountant, 'WPX-ES-2026-999999'))._unsafeUnwrapErr()).toEqual({ type: 'InvoiceNotFound' });
    expect((await pdf(aCustomer(), document.number))._unsafeUnwrapErr()).toEqual({ type: 'NotAdministrator' });
  });

  it('passes a failing drawing on', async () => {
    const blobs = inMemoryBlobStore();
    const { register } = inMemoryInvoiceRegister([], new Map([[document.number, document]]));
    const failing = getRegisteredInvoicePdf({
      register,
      renderer: { render: () => errAsync({ type: 'InvoiceRenderFailure', cause: 'boom' }) },
      blobs: blobs.store,
    });
    expect((await failing(accountant, document.number))._unsafeUnwrapErr()).toMatchObject({
      type: 'InvoiceRenderFailure',
    });
  });
});
