import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { InvoiceFacts } from '../../../../core/shop/invoices/compose-invoice.ts';
import { composeCreditNote } from '../../../../core/shop/invoices/credit-note.ts';
import { getCreditNotePdf, getInvoicePdf } from '../../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import type { InvoiceDocument } from '../../../../core/shop/invoices/invoice.ts';
import type { InvoiceRegister } from '../../../../core/shop/invoices/invoice-register.port.ts';
import type { InvoiceRenderer } from '../../../../core/shop/invoices/invoice-renderer.port.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';

const ana = anAccount();
const bea = anAccount({ id: 'c-2' as CustomerId, email: 'bea@example.com' });

/** Ana's paid order ES-PAID and unpaid ES-OPEN; one counter for the store and year, as the SQL register keeps it. */
const register = () => {
  const issued = new Map<string, InvoiceDocument>();
  let sequence = 0;
  const orders: Record<string, { owner: string; paid: boolean; facts: InvoiceFacts }> = {
    'ES-PAID': { owner: 'c-1', paid: true, facts: invoiceFacts({ orderPublicId: 'ES-PAID' }) },
    'ES-OPEN': { owner: 'c-1', paid: false, facts: invoiceFacts({ orderPublicId: 'ES-OPEN' }) },
  };
  const invoices: InvoiceRegister = {
    issueOnce: (customerId, publicId, _issuedAt, compose) => {
      const order = orders[publicId];
      if (order === undefined || order.owner !== customerId) return okAsync('not-found' as const);
      const found = issued.get(publicId);
      if (found !== undefined) return okAsync(found);
      if (!order.paid) return okAsync('not-paid' as const);
      const document = compose(order.facts, (sequence += 1));
      issued.set(publicId, document);
      return okAsync(document);
    },
    list: () => okAsync([]),
    totals: () => okAsync([]),
    document: (number) => okAsync([...issued.values()].find((document) => document.number === number) ?? null),
    // Ana's ES-PAID is cancelled once its invoice is issued: its credit note stands beside it.
    creditNoteOf: (customerId, publicId) => {
      const invoice = issued.get(publicId);
      return okAsync(
        invoice === undefined || orders[publicId]?.owner !== customerId ? null : composeCreditNote(invoice, 1, 0),
      );
    },
  };
  return invoices;
};

const setUp = (renderer?: InvoiceRenderer) => {
  const blobs = inMemoryBlobStore();
  let draws = 0;
  const invoices = register();
  const customers = inMemoryCustomers([ana, bea]).repository;
  const useCase = getInvoicePdf({
    customers,
    invoices,
    renderer: renderer ?? {
      render: (invoice) => {
        draws += 1;
        return okAsync(new TextEncoder().encode(`${invoice.number} ${String(draws)}`));
      },
    },
    blobs: blobs.store,
    clock: fixedClock('2026-03-20T09:00:00Z'),
  });
  const creditNote = getCreditNotePdf({
    customers,
    invoices,
    renderer: { render: (invoice) => okAsync(new TextEncoder().encode(invoice.number)) },
    blobs: blobs.store,
  });
  return { useCase, creditNote, blobs: blobs.blobs, draws: () => draws };
};

describe("a paid order's invoice", () => {
  it('is drawn once at the first download and stored; later downloads give the stored bytes', async () => {
    const { useCase, blobs, draws } = setUp();
    const first = (await useCase(ana.id, 'es-paid '))._unsafeUnwrap();
    const second = (await useCase(ana.id, 'ES-PAID'))._unsafeUnwrap();
    expect(first.number).toBe('WPX-ES-2026-000001');
    expect(second.bytes).toEqual(first.bytes);
    expect(draws()).toBe(1);
    expect([...blobs.keys()]).toEqual(['invoices/WPX-ES-2026-000001.pdf']);
  });

  it('is answered to another customer exactly like an order that does not exist, and to nobody signed out', async () => {
    const { useCase } = setUp();
    expect((await useCase(bea.id, 'ES-PAID'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
    expect((await useCase(ana.id, 'ES-NONE'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
    expect((await useCase(null, 'ES-PAID'))._unsafeUnwrapErr()).toMatchObject({ type: 'SessionRequired' });
  });

  it('does not exist before the order is paid', async () => {
    const { useCase } = setUp();
    expect((await useCase(ana.id, 'ES-OPEN'))._unsafeUnwrapErr()).toEqual({ type: 'InvoiceNotReady' });
  });

  it('stores nothing when the drawing fails', async () => {
    const { useCase, blobs } = setUp({ render: () => errAsync({ type: 'InvoiceRenderFailure', cause: 'boom' }) });
    expect((await useCase(ana.id, 'ES-PAID'))._unsafeUnwrapErr()).toEqual({
      type: 'InvoiceRenderFailure',
      cause: 'boom',
    });
    expect(blobs.size).toBe(0);
  });
});

describe("a cancelled order's credit note", () => {
  it('downloads beside its invoice, for the customer alone', async () => {
    const { useCase, creditNote, blobs } = setUp();
    await useCase(ana.id, 'ES-PAID');
    const pdf = (await creditNote(ana.id, 'es-paid'))._unsafeUnwrap();
    expect(pdf.number).toBe('WPX-ES-R-1970-000001');
    expect(blobs.has('invoices/WPX-ES-R-1970-000001.pdf')).toBe(true);
    expect((await creditNote(bea.id, 'ES-PAID'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
  });

  it('is not found while none was issued', async () => {
    const { creditNote } = setUp();
    expect((await creditNote(ana.id, 'ES-OPEN'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
  });
});
