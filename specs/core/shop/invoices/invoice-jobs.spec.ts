import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import { composeCreditNote } from '../../../../core/shop/invoices/credit-note.ts';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import type { InvoiceDocument } from '../../../../core/shop/invoices/invoice.ts';
import { mailPaymentConfirmation, renderInvoicePdf } from '../../../../core/shop/invoices/invoice-jobs.ts';
import type { InvoiceRegister } from '../../../../core/shop/invoices/invoice-register.port.ts';
import { paymentConfirmedMail } from '../../../../core/shop/invoices/payment-confirmed-mail.ts';
import type { Mailer } from '../../../../core/shop/mail/mailer.port.ts';
import { recordingMailer } from '../../../support/accounts-fakes.ts';
import { renamedBrand } from '../../../support/brand-names.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';
import { specLinkTokens } from '../../../support/spec-invoice-link-tokens.ts';

const invoice = composeInvoice(invoiceFacts({ orderPublicId: 'GUEST-PAID' }), 7, Date.parse('2026-03-14T11:00:00Z'));
const credit = composeCreditNote(invoice, 1, Date.parse('2026-03-16T11:00:00Z'));

const registerOf = (documents: readonly InvoiceDocument[]): InvoiceRegister => ({
  invoiceOf: () => okAsync('not-found' as const),
  invoiceOfOrder: () => okAsync(null),
  list: () => okAsync([]),
  totals: () => okAsync([]),
  document: (number) => okAsync(documents.find((document) => document.number === number) ?? null),
  creditNoteOf: () => okAsync(null),
});

const brokenRegister: InvoiceRegister = {
  ...registerOf([]),
  document: () => errAsync({ type: 'RepositoryFailure', cause: 'database down' }),
};

describe('the invoice-pdf job', () => {
  it('draws the invoice or credit note it names into the blob store once; a second run leaves it', async () => {
    const blobs = inMemoryBlobStore();
    let draws = 0;
    const job = renderInvoicePdf({
      invoices: registerOf([invoice, credit]),
      renderer: {
        render: (document) => okAsync(new TextEncoder().encode(`${document.number} ${String((draws += 1))}`)),
      },
      blobs: blobs.store,
    });
    for (const number of [invoice.number, credit.number, invoice.number]) (await job({ number }))._unsafeUnwrap();
    expect([...blobs.blobs.keys()].sort()).toEqual([
      'invoices/WPX-ES-2026-000007.pdf',
      'invoices/WPX-ES-R-2026-000001.pdf',
    ]);
    expect(draws).toBe(2);
  });

  it('fails its try, to be retried, when drawing fails, the register fails or the number is unknown', async () => {
    const blobs = inMemoryBlobStore().store;
    const failing = { render: () => errAsync({ type: 'InvoiceRenderFailure' as const, cause: 'font missing' }) };
    const drawing = { render: () => okAsync(new Uint8Array([1])) };
    expect(
      (
        await renderInvoicePdf({ invoices: registerOf([invoice]), renderer: failing, blobs })({
          number: invoice.number,
        })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: 'JobFailed', cause: 'font missing' });
    expect(
      (
        await renderInvoicePdf({ invoices: brokenRegister, renderer: drawing, blobs })({ number: invoice.number })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: 'JobFailed', cause: 'database down' });
    expect(
      (
        await renderInvoicePdf({ invoices: registerOf([]), renderer: drawing, blobs })({ number: 'WPX-ES-2026-999999' })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: 'JobFailed', cause: 'No invoice WPX-ES-2026-999999' });
  });
});

describe('the payment-confirmed mail job', () => {
  const deps = (mailer: Mailer, invoices = registerOf([invoice])) => ({
    invoices,
    tokens: specLinkTokens,
    clock: fixedClock('2026-03-14T11:00:05Z'),
    siteUrls: () => 'https://shop.test',
    brandNames: renamedBrand('Estampa Madrid'),
    mailer,
  });

  it("mails the buyer in the store's language, signed by its brand, linking the invoice by a signed link", async () => {
    const { mailer, sent } = recordingMailer();
    (
      await mailPaymentConfirmation(deps(mailer))({ invoiceNumber: invoice.number, to: 'ana@estampa.example' })
    )._unsafeUnwrap();
    const [mail] = sent;
    expect(mail?.to).toBe('ana@estampa.example');
    expect(mail?.subject).toBe('Hemos recibido el pago de tu pedido GUEST-PAID en Estampa Madrid');
    const link = `https://shop.test/orders/GUEST-PAID/invoice?token=${encodeURIComponent(
      specLinkTokens.sign({
        orderPublicId: 'GUEST-PAID',
        expiresAt: Date.parse('2026-03-14T11:00:05Z') + 90 * 86_400_000,
      }),
    )}`;
    expect(mail?.link).toBe(link);
    expect(mail?.text).toContain(`Descarga tu factura WPX-ES-2026-000007 aquí:\n${link}`);
    expect(mail?.text).toContain('El equipo de Estampa Madrid');
    expect(mail?.html).toContain(`>Descarga tu factura WPX-ES-2026-000007 aquí</a>`);
    expect(mail?.senderName).toBe('Estampa Madrid');
  });

  it('fails its try when the mail is not sent or the invoice cannot be read', async () => {
    const refusing: Mailer = { send: () => errAsync({ type: 'MailNotSent', cause: 'smtp down' }) };
    expect(
      (
        await mailPaymentConfirmation(deps(refusing))({ invoiceNumber: invoice.number, to: 'a@b.c' })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: 'JobFailed', cause: 'smtp down' });
    const { mailer, sent } = recordingMailer();
    expect(
      (
        await mailPaymentConfirmation(deps(mailer, brokenRegister))({ invoiceNumber: invoice.number, to: 'a@b.c' })
      )._unsafeUnwrapErr(),
    ).toEqual({ type: 'JobFailed', cause: 'database down' });
    expect(sent).toEqual([]);
  });
});

describe('the payment-confirmed mail', () => {
  it('has its words in every language an invoice is issued in, naming the order and the invoice', () => {
    for (const locale of LOCALES) {
      const mail = paymentConfirmedMail({ ...invoice, locale }, 'ana@estampa.example', 'https://shop.test/i', 'Brand');
      expect(mail.subject).toContain('GUEST-PAID');
      expect(mail.subject).toContain('Brand');
      expect(mail.text).toContain('WPX-ES-2026-000007');
      expect(mail.text).toContain('https://shop.test/i');
      expect(mail.text).toContain('Ana García');
    }
  });
});
