import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  percentOfBasisPoints,
} from '../../../../core/storefront/back-office/commission-rate-input.ts';
import type {
  CommissionMonthList,
  CommissionReads,
  ShownAffiliateFile,
} from '../../../../core/storefront/back-office/commissions-gateway.port.ts';
import { loadCommissionsPage } from '../../../../core/storefront/back-office/load-commissions-page.use-case.ts';

const MONTH = { period: '2026-11', current: '2026-11', rows: [], next: null, rate: 500, rateChanges: [] };
const FILE = { summary: { affiliateId: '4242' } } as unknown as ShownAffiliateFile;

const reads = (asked: string[]): CommissionReads => ({
  month: (period, after) => {
    asked.push(`month:${period}:${after}`);
    return okAsync<CommissionMonthList, never>(MONTH);
  },
  affiliate: (affiliateId) => (affiliateId === '4242' ? okAsync(FILE) : okAsync(null)),
  csvUrl: (period) => `/csv?period=${period}`,
});

describe('loadCommissionsPage', () => {
  it('opens a month (the current one unless the URL names one), reading nothing unreadable', async () => {
    const asked: string[] = [];
    const page = await loadCommissionsPage(reads(asked))({ period: '2026-13', after: "1' or 1=1" });
    expect(page._unsafeUnwrap()).toEqual({ view: 'month', month: MONTH, csvUrl: '/csv?period=2026-11' });
    await loadCommissionsPage(reads(asked))({ period: '2026-10', after: '77' });
    await loadCommissionsPage(reads(asked))({});
    expect(asked).toEqual(['month::', 'month:2026-10:77', 'month::']);
  });

  it("opens an affiliate's month when the URL names both, and is not found for one without hits or orders", async () => {
    expect((await loadCommissionsPage(reads([]))({ period: '2026-11', affiliate: '4242' }))._unsafeUnwrap()).toEqual({
      view: 'affiliate',
      period: '2026-11',
      file: FILE,
    });
    expect(
      (await loadCommissionsPage(reads([]))({ period: '2026-11', affiliate: '9' }))._unsafeUnwrapErr(),
    ).toMatchObject({ type: 'PageDataNotFound' });
    const failing = { ...reads([]), affiliate: () => errAsync({ type: 'ApiRequestFailed' } as never) };
    expect(
      (await loadCommissionsPage(failing)({ period: '2026-11', affiliate: '4242' }))._unsafeUnwrapErr(),
    ).toMatchObject({ type: 'ApiRequestFailed' });
  });
});

describe('the rate as the administrator types it', () => {
  it('is a percentage to two decimals, comma or point, from 0 to 50', () => {
    expect(basisPointsOfPercent(' 7,5 ')).toBe(750);
    expect(basisPointsOfPercent('12.25')).toBe(1225);
    expect(basisPointsOfPercent('50')).toBe(5000);
    for (const refused of ['50.01', '51', '-1', '5.125', 'five', '', '1e2'])
      expect(basisPointsOfPercent(refused)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (basisPoints) => {
        return basisPointsOfPercent(percentOfBasisPoints(basisPoints)) === basisPoints;
      }),
    );
  });
});
