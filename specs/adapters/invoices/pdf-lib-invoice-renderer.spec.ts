import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../../core/domain/checkout/contact-step.ts';
import { pdfLibInvoiceRenderer } from '../../../adapters/invoices/pdf-lib-invoice-renderer.ts';
import { composeInvoice } from '../../../core/shop/invoices/compose-invoice.ts';
import { invoiceFacts } from '../../support/invoice-mother.ts';

const textOf = async (bytes: Uint8Array): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
};

const issuedAt = Date.UTC(2026, 2, 20, 9);

describe('the pdf-lib invoice renderer', () => {
  it('prints the number, the order, both parties, the VAT at the store rate and the total', async () => {
    const bytes = (await pdfLibInvoiceRenderer().render(composeInvoice(invoiceFacts(), 7, issuedAt)))._unsafeUnwrap();
    const text = await textOf(bytes);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    for (const expected of [
      'Factura',
      'WPX-ES-2026-000007',
      'ES-7KQ2M9XD',
      'Estampa Print S.L.',
      'Ana García',
      'IVA 21 %',
      '30,85 €',
      '25,50 €',
      '5,35 €',
    ])
      expect(text).toContain(expected);
  });

  it('draws the same document into the same bytes every time', async () => {
    const invoice = composeInvoice(invoiceFacts(), 1, issuedAt);
    const first = (await pdfLibInvoiceRenderer().render(invoice))._unsafeUnwrap();
    const second = (await pdfLibInvoiceRenderer().render(invoice))._unsafeUnwrap();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it("prints a Polish customer's name and a Polish line as written, in the embedded font", async () => {
    const facts = invoiceFacts({
      store: 'WPX-PL',
      locale: 'pl',
      currency: 'PLN',
      contact: { ...invoiceFacts().contact, firstName: 'Łucja', lastName: 'Żółć' } as unknown as Contact,
      billingAddress: {
        ...invoiceFacts().billingAddress,
        line1: 'ul. Źródlana 7',
        city: 'Łódź',
        country: 'PL',
      } as unknown as Address,
      lines: [{ name: 'Kubek Łódź źdźbło', quantity: 1, unitPrice: 4900 }],
      total: 4900,
      shipping: 0,
    });
    const bytes = (await pdfLibInvoiceRenderer().render(composeInvoice(facts, 3, issuedAt)))._unsafeUnwrap();
    const text = await textOf(bytes);
    for (const expected of ['Faktura', 'Łucja Żółć', 'ul. Źródlana 7', 'Łódź', 'Kubek Łódź źdźbło']) {
      expect(text).toContain(expected);
    }
    // Only the letters used are embedded.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('prints Danish, Czech and Hungarian letters, and a sign the font lacks as "?" rather than a blank', async () => {
    const facts = invoiceFacts({
      store: 'WPX-DK',
      locale: 'da',
      currency: 'DKK',
      contact: { ...invoiceFacts().contact, firstName: 'Søren', lastName: 'Ærø Šťastný Erdős' } as unknown as Contact,
      lines: [{ name: 'Krus 😀 Ålborg', quantity: 1, unitPrice: 9900 }],
      total: 9900,
      shipping: 0,
    });
    const text = await textOf(
      (await pdfLibInvoiceRenderer().render(composeInvoice(facts, 4, issuedAt)))._unsafeUnwrap(),
    );
    expect(text).toContain('Søren Ærø Šťastný Erdős');
    expect(text).toContain('Krus ? Ålborg');
  });
});
