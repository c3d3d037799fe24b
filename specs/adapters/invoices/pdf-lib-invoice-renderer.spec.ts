import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
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

  it('prints letters the standard fonts lack without their accent rather than failing', async () => {
    const facts = invoiceFacts({
      store: 'WPX-PL',
      locale: 'pl',
      currency: 'PLN',
      lines: [{ name: 'Kubek Łódź źdźbło', quantity: 1, unitPrice: 4900 }],
      total: 4900,
      shipping: 0,
    });
    const text = await textOf(
      (await pdfLibInvoiceRenderer().render(composeInvoice(facts, 3, issuedAt)))._unsafeUnwrap(),
    );
    expect(text).toContain('Faktura');
    expect(text).toContain('Kubek Lódz zdzblo');
  });
});
