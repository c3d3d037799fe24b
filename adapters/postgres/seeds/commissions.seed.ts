import { eq, inArray } from 'drizzle-orm';
import type { AffiliateCustomerId } from '../../../core/domain/marketing/affiliate-hit.ts';
import type { CurrencyCode } from '../../../core/domain/pricing/currency.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import { periodOf } from '../../../core/domain/commissions/commission-period.ts';
import {
  commissionOf,
  DEFAULT_COMMISSION_RATE,
  netGoodsValue,
} from '../../../core/domain/commissions/commission-terms.ts';
import { postgresCommissionLedger } from '../postgres-commission-ledger.ts';
import { affiliateHits, commissionPayouts, commissions, orders } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { DEMO_ORDERS } from './account-orders.seed.ts';
import type { Seeder } from './seeder.ts';

/** The demo affiliate: the id its links carry as `?afcust=`. */
export const DEMO_AFFILIATE_ID = '4242' as AffiliateCustomerId;

const HOUR = 3_600_000;

/** The demo orders the affiliate brought, and the month of the last-year one already paid. */
const CREDITED = [DEMO_ORDERS.shipped, DEMO_ORDERS.delivered, DEMO_ORDERS.received, DEMO_ORDERS.lastYear];

/**
 * The demo affiliate's programme: a hit an hour before each order it brought, a few more that bought nothing, and
 * its commission on each at the default rate; last year's month is already paid.
 */
export const seedCommissions: Seeder = async (tx) => {
  const placed = await tx
    .select({
      id: orders.id,
      publicId: orders.publicId,
      store: orders.store,
      subtotal: orders.subtotalMinor,
      discount: orders.discountMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.publicId, CREDITED));
  const ledger = postgresCommissionLedger(tx);
  const now = Date.now();
  const landing = (n: number, at: number) => ({
    id: `demo-affiliate-hit-${n}`,
    customerId: DEMO_AFFILIATE_ID,
    deviceFootprint: `demo-device-${n}`,
    domain: 'estampa.example',
    url: `https://estampa.example/?afcust=${DEMO_AFFILIATE_ID}&utm_campaign=blog`,
    ip: '203.0.113.7',
    campaign: 'blog',
    createdAt: new Date(at),
  });
  await tx
    .insert(affiliateHits)
    .values([
      ...placed.map((order, n) => landing(n + 1, order.createdAt.getTime() - HOUR)),
      landing(10, now - 2 * HOUR),
      landing(11, now - 3 * HOUR),
    ])
    .onConflictDoNothing();
  for (const order of placed) {
    const [known] = await tx.select({ id: commissions.id }).from(commissions).where(eq(commissions.orderId, order.id));
    if (known !== undefined) continue;
    const placedAt = order.createdAt.getTime();
    const net = netGoodsValue(order, order.store as StoreSlug);
    await ledger
      .attribute({
        id: `demo-commission-${order.publicId}`,
        affiliateId: DEMO_AFFILIATE_ID,
        orderId: order.id,
        period: periodOf(placedAt),
        netGoodsMinor: net,
        rate: DEFAULT_COMMISSION_RATE,
        amountMinor: commissionOf(net, DEFAULT_COMMISSION_RATE),
        currency: order.currency as CurrencyCode,
        at: placedAt,
      })
      .match(
        () => undefined,
        (failure) => {
          throw new Error(failure.cause);
        },
      );
  }
  const lastYear = placed.find((order) => order.publicId === DEMO_ORDERS.lastYear);
  if (lastYear !== undefined) {
    const period = periodOf(lastYear.createdAt.getTime());
    const amount = commissionOf(netGoodsValue(lastYear, lastYear.store as StoreSlug), DEFAULT_COMMISSION_RATE);
    await tx
      .insert(commissionPayouts)
      .values({
        id: 'demo-payout-1',
        affiliateCustomerId: DEMO_AFFILIATE_ID,
        period,
        hits: 1,
        orders: 1,
        amounts: [{ amountMinor: amount, currency: lastYear.currency }],
        paidBy: DEMO_ACCOUNTS.administrator.id,
        paidAt: new Date(lastYear.createdAt.getTime() + 40 * 24 * HOUR),
      })
      .onConflictDoNothing();
  }
};
