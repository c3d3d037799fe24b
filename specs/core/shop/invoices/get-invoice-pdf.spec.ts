import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { composeCreditNote } from '../../../../core/shop/invoices/credit-note.ts';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import {
  getCreditNotePdf,
  getInvoicePdf,
  getSignedInvoicePdf,
  invoiceLinkOf,
} from '../../../../core/shop/invoices/get-invoice-pdf.use-case.ts';
import { INVOICE_LINK_LIFETIME_MS } from '../../../../core/shop/invoices/invoice-link.ts';
import type { InvoiceDocument } from '../../../../core/shop/invoices/invoice.ts';
import type { InvoiceRegister } from '../../../../core/shop/invoices/invoice-register.port.ts';
import type { InvoiceRenderer } from '../../../../core/shop/invoices/invoice-renderer.port.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';
import { specLinkTokens } from '../../../support/spec-invoice-link-tokens.ts';

const ana = anAccount();
const bea = anAccount({ id: 'c-2' as CustomerId, email: 'bea@example.com' });

/** Ana's order ES-PAID, invoiced when its payment was confirmed, and her unpaid ES-OPEN; a guest's GUEST-PAID. */
const register = () => {
  const issued = new Map<string, InvoiceDocument>([
    ['ES-PAID', composeInvoice(invoiceFacts({ orderPublicId: 'ES-PAID' }), 1, Date.parse('2026-03-14T11:00:00Z'))],
    [
      'GUEST-PAID',
      composeInvoice(invoiceFacts({ orderPublicId: 'GUEST-PAID' }), 2, Date.parse('2026-03-15T11:00:00Z')),
    ],
  ]);
  const owners: Record<string, string> = { 'ES-PAID': 'c-1', 'ES-OPEN': 'c-1' };
  const invoices: InvoiceRegister = {
    invoiceOf: (customerId, publicId) =>
      okAsync(
        owners[publicId] !== customerId ? ('not-found' as const) : (issued.get(publicId) ?? ('not-paid' as const)),
      ),
    invoiceOfOrder: (publicId) => okAsync(issued.get(publicId) ?? null),
    list: () => okAsync([]),
    totals: () => okAsync([]),
    document: (number) => okAsync([...issued.values()].find((document) => document.number === number) ?? null),
    // Ana's ES-PAID was cancelled: its credit note stands beside its invoice.
    creditNoteOf: (customerId, publicId) => {
      const invoice = issued.get(publicId);
      return okAsync(
        invoice === undefined || owners[publicId] !== customerId ? null : composeCreditNote(invoice, 1, 0),
      );
    },
  };
  return invoices;
};

const NOW = '2026-03-20T09:00:00Z';

const setUp = (renderer?: InvoiceRenderer) => {
  const blobs = inMemoryBlobStore();
  let draws = 0;
  const invoices = register();
  const customers = inMemoryCustomers([ana, bea]).repository;
  const drawing: InvoiceRenderer = renderer ?? {
    render: (invoice) => {
      draws += 1;
      return okAsync(new TextEncoder().encode(`${invoice.number} ${String(draws)}`));
    },
  };
  const useCase = getInvoicePdf({ customers, invoices, renderer: drawing, blobs: blobs.store });
  const creditNote = getCreditNotePdf({
    customers,
    invoices,
    renderer: { render: (invoice) => okAsync(new TextEncoder().encode(invoice.number)) },
    blobs: blobs.store,
  });
  const clock = fixedClock(NOW);
  const signed = getSignedInvoicePdf({
    invoices,
    renderer: drawing,
    blobs: blobs.store,
    tokens: specLinkTokens,
    clock,
  });
  const linkOf = invoiceLinkOf({ invoices, tokens: specLinkTokens, clock });
  return { useCase, creditNote, signed, linkOf, blobs: blobs.blobs, draws: () => draws };
};

describe("a paid order's invoice", () => {
  it('is the one issued at payment, drawn once and stored; later downloads give the stored bytes', async () => {
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
    const { creditNote, blobs } = setUp();
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

describe("an order's invoice through its signed link", () => {
  const tokenOf = (path: string) => new URL(path, 'https://shop.test').searchParams.get('token') ?? '';

  it('is offered once the order is invoiced, signed for that order for 90 days', async () => {
    const { linkOf } = setUp();
    const path = (await linkOf('guest-paid'))._unsafeUnwrap();
    expect(path).toMatch(/^\/orders\/GUEST-PAID\/invoice\?token=/);
    expect(specLinkTokens.open(tokenOf(path ?? ''))._unsafeUnwrap()).toEqual({
      orderPublicId: 'GUEST-PAID',
      expiresAt: Date.parse(NOW) + INVOICE_LINK_LIFETIME_MS,
    });
    expect((await linkOf('ES-OPEN'))._unsafeUnwrap()).toBeNull();
  });

  it("downloads a guest's invoice without an account, the same bytes every time", async () => {
    const { linkOf, signed, draws } = setUp();
    const token = tokenOf((await linkOf('GUEST-PAID'))._unsafeUnwrap() ?? '');
    const first = (await signed('guest-paid', token))._unsafeUnwrap();
    expect(first.number).toBe('WPX-ES-2026-000002');
    expect((await signed('GUEST-PAID', token))._unsafeUnwrap().bytes).toEqual(first.bytes);
    expect(draws()).toBe(1);
  });

  it('refuses a forged token, or one signed for another order, as if there were no invoice', async () => {
    const { signed } = setUp();
    const forOther = specLinkTokens.sign({ orderPublicId: 'ES-PAID', expiresAt: Date.parse(NOW) + 1 });
    expect((await signed('GUEST-PAID', forOther))._unsafeUnwrapErr()).toEqual({ type: 'InvoiceLinkForged' });
    expect((await signed('GUEST-PAID', 'made-up'))._unsafeUnwrapErr()).toEqual({ type: 'InvoiceLinkForged' });
  });

  it('refuses a genuine token past its time, and finds nothing for an order never invoiced', async () => {
    const { signed } = setUp();
    const expired = specLinkTokens.sign({ orderPublicId: 'GUEST-PAID', expiresAt: Date.parse(NOW) });
    expect((await signed('GUEST-PAID', expired))._unsafeUnwrapErr()).toEqual({ type: 'InvoiceLinkExpired' });
    const unpaid = specLinkTokens.sign({ orderPublicId: 'ES-OPEN', expiresAt: Date.parse(NOW) + 1 });
    expect((await signed('ES-OPEN', unpaid))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
  });
});
