import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type {
  AffiliatePeriod,
  CommissionBook,
  RateChange,
} from '../../../../core/shop/commissions/commission-book.port.ts';
import type { CommissionPeriod } from '../../../../core/domain/commissions/commission-period.ts';
import { DEFAULT_COMMISSION_RATE, type CommissionRate } from '../../../../core/domain/commissions/commission-terms.ts';
import {
  exportCommissionMonth,
  listCommissionMonth,
  markMonthPaid,
  setCommissionRate,
  showAffiliateMonth,
} from '../../../../core/shop/commissions/commissions.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOVEMBER = '2026-11' as CommissionPeriod;

/** A book in memory: a month's rows by affiliate, marking one paid as the database would. */
const inMemoryBook = (rows: AffiliatePeriod[]) => {
  const changes: RateChange[] = [];
  const book: CommissionBook = {
    month: (period, after, limit) => {
      const listed = rows.filter((row) => row.period === period && (after === undefined || row.affiliateId > after));
      return okAsync({
        rows: listed.slice(0, limit),
        next: listed.length > limit ? (listed[limit - 1]?.affiliateId ?? null) : null,
      });
    },
    affiliate: (affiliateId, period) =>
      okAsync(rows.find((row) => row.affiliateId === affiliateId && row.period === period) ?? null),
    hits: () => okAsync([{ id: 'h1', at: 1, url: 'https://estampa.example/?afcust=4242', campaign: null }]),
    orders: () => okAsync([]),
    markPaid: (_, affiliateId, period, payout) => {
      const index = rows.findIndex((row) => row.affiliateId === affiliateId && row.period === period);
      const row = rows[index];
      if (row === undefined || row.payout !== null) return okAsync(false);
      rows[index] = { ...row, payout };
      return okAsync(true);
    },
    terms: (count) =>
      okAsync({
        rate: changes.at(-1)?.rate ?? DEFAULT_COMMISSION_RATE,
        changes: [...changes].reverse().slice(0, count),
      }),
    setRate: (_, change) => {
      changes.push(change);
      return okAsync(undefined);
    },
  };
  return { book, changes };
};

const month = (overrides: Partial<AffiliatePeriod> = {}): AffiliatePeriod => ({
  affiliateId: '4242',
  period: NOVEMBER,
  hits: 4,
  orders: 2,
  commission: [{ amountMinor: 380, currency: 'EUR' }],
  payout: null,
  ...overrides,
});

const depsOf = (rows: AffiliatePeriod[], now = '2026-11-20T10:00:00Z') => {
  const { book, changes } = inMemoryBook(rows);
  return { deps: { book, clock: fixedClock(now), ids: sequenceIds() }, changes };
};

const ADMIN = anAdministrator();

describe('the commissions back office', () => {
  it('answers anyone but the administrator AdministratorOnly, whatever they ask', async () => {
    const { deps } = depsOf([month()]);
    for (const who of [null, aCustomer()]) {
      const answers = await Promise.all([
        listCommissionMonth(deps)(who, {}),
        showAffiliateMonth(deps)(who, '4242', NOVEMBER),
        markMonthPaid(deps)(who, '4242', NOVEMBER),
        setCommissionRate(deps)(who, 700),
        exportCommissionMonth(deps)(who, NOVEMBER),
      ]);
      for (const answer of answers) expect(answer._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    }
  });

  it("opens on the current month with the programme's terms, a page of 25 affiliates at a time", async () => {
    const rows = Array.from({ length: 30 }, (_, n) => month({ affiliateId: String(100 + n) }));
    const { deps } = depsOf(rows);
    const first = (await listCommissionMonth(deps)(ADMIN, {}))._unsafeUnwrap();
    expect(first).toMatchObject({ period: NOVEMBER, current: NOVEMBER, next: '124', terms: { rate: 500 } });
    expect(first.rows).toHaveLength(25);
    const second = (await listCommissionMonth(deps)(ADMIN, { period: NOVEMBER, after: '124' }))._unsafeUnwrap();
    expect(second.rows.map((row) => row.affiliateId)).toEqual(['125', '126', '127', '128', '129']);
    expect(second.next).toBeNull();
  });

  it("shows an affiliate's month with its hits and orders, and AffiliateNotFound for one without either", async () => {
    const { deps } = depsOf([month()]);
    expect((await showAffiliateMonth(deps)(ADMIN, '4242', NOVEMBER))._unsafeUnwrap().hits).toHaveLength(1);
    expect((await showAffiliateMonth(deps)(ADMIN, '7', NOVEMBER))._unsafeUnwrapErr()).toEqual({
      type: 'AffiliateNotFound',
    });
  });

  it('marks a month paid with who and when, once; a month not begun, unknown or without orders is refused', async () => {
    const { deps } = depsOf([month(), month({ affiliateId: '8', orders: 0, commission: [] })]);
    const paid = (await markMonthPaid(deps)(ADMIN, '4242', NOVEMBER))._unsafeUnwrap();
    expect(paid.summary.payout).toEqual({ paidBy: ADMIN.id, paidAt: Date.parse('2026-11-20T10:00:00Z') });
    expect((await markMonthPaid(deps)(ADMIN, '4242', NOVEMBER))._unsafeUnwrapErr()).toEqual({
      type: 'CommissionPeriodPaid',
    });
    expect((await markMonthPaid(deps)(ADMIN, '8', NOVEMBER))._unsafeUnwrapErr()).toEqual({ type: 'NothingToPay' });
    expect((await markMonthPaid(deps)(ADMIN, '9', NOVEMBER))._unsafeUnwrapErr()).toEqual({
      type: 'AffiliateNotFound',
    });
    expect((await markMonthPaid(deps)(ADMIN, '4242', '2026-12' as CommissionPeriod))._unsafeUnwrapErr()).toEqual({
      type: 'CommissionPeriodNotStarted',
      period: '2026-12',
    });
  });

  it('answers CommissionPeriodPaid when another payout won the race', async () => {
    const { deps } = depsOf([month()]);
    const racing = { ...deps, book: { ...deps.book, markPaid: () => okAsync(false) } };
    expect((await markMonthPaid(racing)(ADMIN, '4242', NOVEMBER))._unsafeUnwrapErr()).toEqual({
      type: 'CommissionPeriodPaid',
    });
  });

  it('sets the rate within 0–50 %, recording who and when', async () => {
    const { deps, changes } = depsOf([]);
    expect((await setCommissionRate(deps)(ADMIN, 5001))._unsafeUnwrapErr()).toEqual({
      type: 'CommissionRateInvalid',
      value: 5001,
    });
    expect((await setCommissionRate(deps)(ADMIN, 750))._unsafeUnwrap().rate).toBe(750);
    expect(changes).toEqual([
      { rate: 750 as CommissionRate, changedBy: ADMIN.id, at: Date.parse('2026-11-20T10:00:00Z') },
    ]);
  });

  it("exports the month's affiliates as CSV", async () => {
    const { deps } = depsOf([month()]);
    expect((await exportCommissionMonth(deps)(ADMIN, NOVEMBER))._unsafeUnwrap()).toContain(
      '2026-11,4242,4,2,3.80,EUR,open,,',
    );
  });
});
