import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { definePromotion, type PromotionInput } from '../../core/domain/pricing/promotion.ts';
import type { PromotionRepository } from '../../core/shop/carts/promotion-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { promotions } from './schema/index.ts';
import { attempt } from './transaction.ts';

type PromotionRow = typeof promotions.$inferSelect;

const discountOf = (row: PromotionRow): PromotionInput['discount'] =>
  row.kind === 'percentage' ? { kind: 'percentage', percent: row.value } : { kind: 'fixedAmount', amount: row.value };

/** A row the core would not accept as a promotion (a typo in the admin data) is treated as no promotion. */
const toInput = (row: PromotionRow, currency: PromotionInput['currency']): PromotionInput => ({
  code: row.code,
  currency,
  discount: discountOf(row),
  freeShipping: row.freeShipping,
  ...(row.minimumSubtotalMinor === null ? {} : { minimumSubtotal: row.minimumSubtotalMinor }),
  ...(row.validFrom === null ? {} : { validFrom: row.validFrom.getTime() }),
  ...(row.validUntil === null ? {} : { validUntil: row.validUntil.getTime() }),
  ...(row.maxUses === null ? {} : { maxUses: row.maxUses }),
  timesUsed: row.uses,
});

export const postgresPromotionRepository = (db: ShopDatabase): PromotionRepository => ({
  // `stores` empty means every store; a currency-less fixed amount would be ambiguous, so only percentages may omit it.
  find: (code, store) =>
    attempt(db.select().from(promotions).where(eq(promotions.code, code)).limit(1)).map(([row]) => {
      if (row === undefined) return null;
      if (row.stores.length > 0 && !row.stores.includes(store.slug)) return null;
      if (row.currency !== null && row.currency !== store.currency) return null;
      if (row.currency === null && row.kind !== 'percentage') return null;
      return definePromotion(toInput(row, store.currency)).unwrapOr(null);
    }),

  // One statement: the row lock makes concurrent claims queue, and the condition stops at max_uses.
  claimUse: (code) =>
    attempt(
      db
        .update(promotions)
        .set({ uses: sql`${promotions.uses} + 1` })
        .where(and(eq(promotions.code, code), or(isNull(promotions.maxUses), lt(promotions.uses, promotions.maxUses))))
        .returning({ code: promotions.code }),
    ).map((rows) => rows.length === 1),
});
