import { csvCell } from '../../domain/shared/csv-cell.ts';
import type { AffiliatePeriod } from './commission-book.port.ts';

const CSV_HEADER = ['period', 'affiliate', 'hits', 'orders', 'commission', 'currency', 'status', 'paid_at', 'paid_by'];

/** Minor units as a decimal amount, without floating point: 1234 is "12.34". */
const decimal = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The accountant's file: one row per affiliate, month and currency (a month without orders has one row at zero). */
export const commissionsCsv = (rows: readonly AffiliatePeriod[]): string => {
  const lines = rows.flatMap((row) => {
    const amounts = row.commission.length === 0 ? [null] : row.commission;
    return amounts.map((amount) =>
      [
        row.period,
        row.affiliateId,
        String(row.hits),
        String(row.orders),
        amount === null ? '0.00' : decimal(amount.amountMinor),
        amount?.currency ?? '',
        row.payout === null ? 'open' : 'paid',
        row.payout === null ? '' : new Date(row.payout.paidAt).toISOString(),
        row.payout?.paidBy ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  });
  return [CSV_HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
};
