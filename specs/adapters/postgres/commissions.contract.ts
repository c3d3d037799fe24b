import { beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateCustomerId } from '../../../core/domain/marketing/affiliate-hit.ts';
import type { CommissionBook } from '../../../core/shop/commissions/commission-book.port.ts';
import type { Attribution, CommissionLedger } from '../../../core/shop/commissions/commission-ledger.port.ts';
import type { CommissionPeriod } from '../../../core/domain/commissions/commission-period.ts';
import { DEFAULT_COMMISSION_RATE, type CommissionRate } from '../../../core/domain/commissions/commission-terms.ts';

export type OpenedCommissions = {
  readonly ledger: CommissionLedger;
  readonly book: CommissionBook;
  readonly seedHit: (affiliateId: string, at: number) => Promise<void>;
  /** Stores a placed order; resolves to its id and public id. */
  readonly seedOrder: () => Promise<{ readonly orderId: string; readonly publicId: string }>;
  readonly cancelOrder: (orderId: string) => Promise<void>;
};

const at = (iso: string) => Date.parse(iso);
const MARCH = '2026-03' as CommissionPeriod;
const APRIL = '2026-04' as CommissionPeriod;
const ALBA = '42' as AffiliateCustomerId;
const rate = (basisPoints: number) => basisPoints as CommissionRate;
let sequence = 0;

/** What the commission ledger and book must do together; run against every real adapter. */
export const describeCommissionsContract = (name: string, open: () => Promise<OpenedCommissions>) =>
  describe(`CommissionLedger and CommissionBook contract: ${name}`, () => {
    let opened: OpenedCommissions;
    const credit = async (orderId: string, overrides: Partial<Attribution> = {}) =>
      (
        await opened.ledger.attribute({
          id: `attribution-${(sequence += 1)}`,
          affiliateId: ALBA,
          orderId,
          period: MARCH,
          netGoodsMinor: 2000,
          rate: rate(500),
          amountMinor: 100,
          currency: 'EUR',
          at: at('2026-03-10T10:00:00Z'),
          ...overrides,
        })
      )._unsafeUnwrap();

    beforeAll(async () => {
      opened = await open();
      await opened.seedHit('42', at('2026-03-01T08:00:00Z'));
      await opened.seedHit('42', at('2026-03-09T08:00:00Z'));
      await opened.seedHit('42', at('2026-04-02T08:00:00Z'));
      await opened.seedHit('7', at('2026-03-05T08:00:00Z'));
      await opened.seedHit('4242', at('2026-03-06T08:00:00Z'));
    });

    it("finds the affiliate's newest hit at or before an instant, and none before the first", async () => {
      expect((await opened.ledger.latestHitAt(ALBA, at('2026-03-09T08:00:00Z')))._unsafeUnwrap()).toBe(
        at('2026-03-09T08:00:00Z'),
      );
      expect((await opened.ledger.latestHitAt(ALBA, at('2026-03-08T00:00:00Z')))._unsafeUnwrap()).toBe(
        at('2026-03-01T08:00:00Z'),
      );
      expect((await opened.ledger.latestHitAt(ALBA, at('2026-02-28T00:00:00Z')))._unsafeUnwrap()).toBeNull();
      expect(
        (await opened.ledger.latestHitAt('99' as AffiliateCustomerId, at('2027-01-01T00:00:00Z')))._unsafeUnwrap(),
      ).toBeNull();
    });

    it('credits an order once, whoever asks again', async () => {
      const order = await opened.seedOrder();
      expect(await credit(order.orderId)).toBe(true);
      expect(await credit(order.orderId, { affiliateId: '7' as AffiliateCustomerId, amountMinor: 999 })).toBe(false);
      const credited = (await opened.book.orders('42', MARCH, 50))._unsafeUnwrap();
      expect(credited.filter((row) => row.publicId === order.publicId)).toEqual([
        {
          publicId: order.publicId,
          store: 'WPX-ES',
          placedAt: at('2026-03-10T10:00:00Z'),
          netGoodsMinor: 2000,
          rate: 500,
          amountMinor: 100,
          currency: 'EUR',
          canceled: false,
        },
      ]);
      expect((await opened.book.orders('7', MARCH, 50))._unsafeUnwrap()).toEqual([]);
    });

    it('keeps every rate change: the newest is the rate, the older ones stay listed, newest first', async () => {
      const before = (await opened.book.terms(10))._unsafeUnwrap();
      expect(before).toEqual({ rate: DEFAULT_COMMISSION_RATE, changes: [] });
      expect((await opened.ledger.rate())._unsafeUnwrap()).toBe(DEFAULT_COMMISSION_RATE);
      await opened.book.setRate('rate-1', { rate: rate(750), changedBy: 'admin-1', at: at('2026-03-02T00:00:00Z') });
      await opened.book.setRate('rate-2', { rate: rate(0), changedBy: 'admin-2', at: at('2026-03-03T00:00:00Z') });
      expect((await opened.book.terms(10))._unsafeUnwrap()).toEqual({
        rate: 0,
        changes: [
          { rate: 0, changedBy: 'admin-2', at: at('2026-03-03T00:00:00Z') },
          { rate: 750, changedBy: 'admin-1', at: at('2026-03-02T00:00:00Z') },
        ],
      });
      expect((await opened.book.terms(1))._unsafeUnwrap().changes).toHaveLength(1);
      expect((await opened.ledger.rate())._unsafeUnwrap()).toBe(0);
    });

    it("sums an affiliate's month (hits, orders, commission per currency), a cancelled order earning nothing", async () => {
      const zloty = await opened.seedOrder();
      const canceled = await opened.seedOrder();
      await credit(zloty.orderId, { amountMinor: 300, currency: 'PLN' });
      await credit(canceled.orderId, { amountMinor: 5000 });
      await opened.cancelOrder(canceled.orderId);
      expect((await opened.book.affiliate('42', MARCH))._unsafeUnwrap()).toEqual({
        affiliateId: '42',
        period: MARCH,
        hits: 2,
        orders: 2,
        commission: [
          { amountMinor: 100, currency: 'EUR' },
          { amountMinor: 300, currency: 'PLN' },
        ],
        payout: null,
      });
      expect((await opened.book.orders('42', MARCH, 50))._unsafeUnwrap().find((row) => row.canceled)?.publicId).toBe(
        canceled.publicId,
      );
      expect((await opened.book.hits('42', MARCH, 1))._unsafeUnwrap().map((hit) => hit.at)).toEqual([
        at('2026-03-09T08:00:00Z'),
      ]);
      expect((await opened.book.affiliate('99', MARCH))._unsafeUnwrap()).toBeNull();
    });

    it('pages a month by affiliate id in numeric order', async () => {
      const first = (await opened.book.month(MARCH, undefined, 2))._unsafeUnwrap();
      expect([first.rows.map((row) => row.affiliateId), first.next]).toEqual([['7', '42'], '42']);
      const second = (await opened.book.month(MARCH, first.next ?? undefined, 2))._unsafeUnwrap();
      expect([second.rows.map((row) => row.affiliateId), second.next]).toEqual([['4242'], null]);
      expect((await opened.book.month(APRIL, undefined, 25))._unsafeUnwrap().rows.map((row) => row.hits)).toEqual([1]);
    });

    it('pays a month once and freezes its figures with who and when', async () => {
      const payout = { paidBy: 'admin-1', paidAt: at('2026-04-01T09:00:00Z') };
      expect((await opened.book.markPaid('payout-1', '42', MARCH, payout))._unsafeUnwrap()).toBe(true);
      expect(
        (await opened.book.markPaid('payout-2', '42', MARCH, { ...payout, paidBy: 'admin-2' }))._unsafeUnwrap(),
      ).toBe(false);
      const frozen = (await opened.book.affiliate('42', MARCH))._unsafeUnwrap();
      expect(frozen).toMatchObject({ hits: 2, orders: 2, payout });
      await opened.seedHit('42', at('2026-03-20T08:00:00Z'));
      await credit((await opened.seedOrder()).orderId, { amountMinor: 7000 });
      expect((await opened.book.affiliate('42', MARCH))._unsafeUnwrap()).toEqual(frozen);
      expect((await opened.ledger.paidPeriods(ALBA))._unsafeUnwrap()).toEqual([MARCH]);
      expect((await opened.ledger.paidPeriods('7' as AffiliateCustomerId))._unsafeUnwrap()).toEqual([]);
    });
  });
