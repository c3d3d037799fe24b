import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  INVOICE_CSV_HEADER,
  invoiceCsv,
  invoiceCsvRow,
} from '../../../../core/shop/invoices/invoice-csv.ts';
import type { RegisteredInvoice } from '../../../../core/shop/invoices/invoice-register.port.ts';
import { csvCell } from '../../../../core/domain/shared/csv-cell.ts';

const anInvoice = (overrides: Partial<RegisteredInvoice> = {}): RegisteredInvoice => ({
  number: 'WPX-ES-2026-000001',
  kind: 'invoice',
  store: 'WPX-ES',
  issuedAt: Date.UTC(2026, 2, 20, 9),
  orderPublicId: 'ES-7KQ2M9XD',
  buyerName: 'Ana García',
  buyerTaxId: null,
  currency: 'EUR',
  net: 2550,
  vatPercent: 21,
  vat: 535,
  total: 3085,
  corrects: null,
  ...overrides,
});

/** RFC 4180 read back: the fields of one record, quotes undone. */
const fieldsOf = (record: string): string[] => {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < record.length; at += 1) {
    const char = record[at] as string;
    if (quoted && char === '"' && record[at + 1] === '"') {
      field += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
};

describe("the accountant's CSV", () => {
  it('writes an invoice and its credit note with every column of the header', () => {
    const credit = anInvoice({
      number: 'WPX-ES-R-2026-000001',
      kind: 'credit-note',
      net: -2550,
      vat: -535,
      total: -3085,
      corrects: 'WPX-ES-2026-000001',
      buyerName: 'Estudio Norte, S.L.',
      buyerTaxId: 'ESB12345678',
    });
    expect(invoiceCsv([anInvoice(), credit])).toBe(
      '\uFEFFnumber,type,issue_date,store,order,customer,customer_tax_id,corrects_invoice,taxable_base,vat_rate,vat,total,currency\r\n' +
        'WPX-ES-2026-000001,invoice,2026-03-20,WPX-ES,ES-7KQ2M9XD,Ana García,,,25.50,21,5.35,30.85,EUR\r\n' +
        'WPX-ES-R-2026-000001,credit-note,2026-03-20,WPX-ES,ES-7KQ2M9XD,"Estudio Norte, S.L.",ESB12345678,WPX-ES-2026-000001,-25.50,21,-5.35,-30.85,EUR\r\n',
    );
    expect(fieldsOf(invoiceCsvRow(credit))).toHaveLength(INVOICE_CSV_HEADER.length);
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('reads back any customer name as it was, never starting with a formula sign, in one field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '=', '+', '-', '@', '\t', '"', "'", ','),
        fc.string({ maxLength: 30 }).filter((text) => !/[\r\n]/.test(text)),
        (start, rest) => {
          const name = `${start}${rest}`;
          const fields = fieldsOf(invoiceCsvRow(anInvoice({ buyerName: name })));
          const written = fields[5] as string;
          expect(fields).toHaveLength(INVOICE_CSV_HEADER.length);
          expect(/^[=+\-@\t]/.test(written)).toBe(false);
          expect(written.replace(/^'(?=[=+\-@\t'])/, '')).toBe(name);
        },
      ),
    );
  });

  it('writes amounts as plain decimal numbers that read back to the minor units', () => {
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-120)).toBe('-1.20');
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minor) => {
        const text = csvAmount(minor);
        return /^-?\d+\.\d{2}$/.test(text) && Math.round(Number(text) * 100) === minor;
      }),
    );
  });
});
