import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_SLUGS } from '../../../../core/domain/site/stores.ts';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import { invoiceBlobKey, invoiceNumber } from '../../../../core/shop/invoices/invoice-number.ts';
import { splitVat, vatPercentOf } from '../../../../core/domain/pricing/vat.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';

describe('the VAT of an invoice', () => {
  it("takes each store's standard rate", () => {
    expect(STORE_SLUGS.map(vatPercentOf)).toEqual([23, 21, 22, 25, 20, 23, 21, 21]);
  });

  it('splits a gross amount into net and VAT that add up to it, the net rounded to the nearest minor unit', () => {
    expect(splitVat(12100, 21)).toEqual({ ratePercent: 21, net: 10000, vat: 2100, gross: 12100 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(20, 21, 22, 23, 25), (gross, rate) => {
        const split = splitVat(gross, rate);
        const exactNet = (gross * 100) / (100 + rate);
        return split.net + split.vat === gross && Math.abs(split.net - exactNet) <= 0.5 && split.vat >= 0;
      }),
    );
  });
});

describe('invoice numbers', () => {
  it('are the store, the year and a six-digit sequence, kept under one blob key each', () => {
    expect(invoiceNumber('WPX-ES', 2026, 42)).toBe('WPX-ES-2026-000042');
    expect(invoiceBlobKey('WPX-ES-2026-000042')).toBe('invoices/WPX-ES-2026-000042.pdf');
  });

  it('sort in the order they were given within a store and year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (a, b) =>
          Math.sign(invoiceNumber('TZ-ES', 2026, a).localeCompare(invoiceNumber('TZ-ES', 2026, b))) ===
          Math.sign(a - b),
      ),
    );
  });
});

describe('an invoice composed from a paid order', () => {
  it("names the store's seller, the buyer, each line and the VAT of the total, in the order's language", () => {
    const invoice = composeInvoice(invoiceFacts(), 7, Date.UTC(2026, 2, 20, 9));
    expect(invoice).toMatchObject({
      number: 'WPX-ES-2026-000007',
      issuedOn: '2026-03-20',
      orderedOn: '2026-03-14',
      orderPublicId: 'ES-7KQ2M9XD',
      seller: { name: 'Estampa Print S.L.', taxId: 'ESB12345678' },
      buyer: { name: 'Ana García', taxId: null },
      lines: [{ description: 'Taza «Amanecer»', quantity: 2, unitGross: 1295, totalGross: 2590 }],
      vat: { ratePercent: 21, net: 2550, vat: 535, gross: 3085 },
    });
    expect(invoice.labels.title).toBe('Factura');
  });

  it('invoices a company by its name and VAT id, and falls back to the store language for an unknown locale', () => {
    const contact = {
      ...invoiceFacts().contact,
      customerType: 'COMPANY',
      companyName: 'Fotos Sol S.L.',
      vatId: 'ESB11111111',
    };
    const invoice = composeInvoice(
      invoiceFacts({ contact: contact as never, locale: 'xx', store: 'TZ-ES' }),
      1,
      Date.UTC(2027, 0, 1),
    );
    expect(invoice.buyer).toMatchObject({ name: 'Fotos Sol S.L.', taxId: 'ESB11111111' });
    const withSecondLine = composeInvoice(
      invoiceFacts({ billingAddress: { ...invoiceFacts().billingAddress, line2: 'Escalera B' } }),
      1,
      Date.UTC(2027, 0, 1),
    );
    expect(withSecondLine.buyer.lines.slice(0, 2)).toEqual(['Calle Mayor 1', 'Escalera B']);
    expect(invoice.buyer.lines[0]).toBe('Ana García');
    expect(invoice.number).toBe('TZ-ES-2027-000001');
    expect(invoice.seller.name).toBe('Tintazul Impresión S.L.');
    expect(invoice.locale).toBe('es');
  });
});
