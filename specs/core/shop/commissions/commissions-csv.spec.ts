import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AffiliatePeriod } from '../../../../core/shop/commissions/commission-book.port.ts';
import type { CommissionPeriod } from '../../../../core/domain/commissions/commission-period.ts';
import { commissionsCsv } from '../../../../core/shop/commissions/commissions-csv.ts';
import { csvCell } from '../../../../core/domain/shared/csv-cell.ts';

/** A cell read back as RFC 4180 quotes it. */
const unquoted = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);

describe('a CSV cell', () => {
  it('never starts a formula, and reads back as the text it holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = unquoted(csvCell(text));
        return !/^[=+\-@\t\r]/.test(cell) && (cell === text || cell === `'${text}`);
      }),
    );
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});

describe('the commissions CSV', () => {
  const row = (overrides: Partial<AffiliatePeriod>): AffiliatePeriod => ({
    affiliateId: '4242',
    period: '2026-11' as CommissionPeriod,
    hits: 3,
    orders: 2,
    commission: [
      { amountMinor: 1234, currency: 'EUR' },
      { amountMinor: 5, currency: 'PLN' },
    ],
    payout: null,
    ...overrides,
  });

  it('has one line per affiliate and currency, open or paid with who and when, CRLF-ended', () => {
    const csv = commissionsCsv([
      row({}),
      row({
        affiliateId: '7',
        hits: 1,
        orders: 0,
        commission: [],
        payout: { paidBy: '=admin', paidAt: Date.parse('2026-12-01T09:00:00Z') },
      }),
    ]);
    expect(csv).toBe(
      [
        'period,affiliate,hits,orders,commission,currency,status,paid_at,paid_by',
        '2026-11,4242,3,2,12.34,EUR,open,,',
        '2026-11,4242,3,2,0.05,PLN,open,,',
        "2026-11,7,1,0,0.00,,paid,2026-12-01T09:00:00.000Z,'=admin",
        '',
      ].join('\r\n'),
    );
  });
});
