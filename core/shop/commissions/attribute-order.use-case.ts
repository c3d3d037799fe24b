import { okAsync, ResultAsync } from 'neverthrow';
import { isAffiliateCustomerId } from '../../domain/marketing/affiliate-hit.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { NewOrder } from '../orders/order.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { CommissionLedger } from './commission-ledger.port.ts';
import { periodToCredit } from '../../domain/commissions/commission-period.ts';
import { commissionOf, netGoodsValue, withinAttributionWindow } from '../../domain/commissions/commission-terms.ts';

/**
 * Credits the order to the affiliate the visitor's affiliate cookie names, when the shop recorded that affiliate's hit
 * within the cookie's 15 days; never to the buyer's own account, and once. True when the order was credited.
 */
export const attributeOrder =
  (ledger: CommissionLedger, ids: IdGenerator) =>
  (order: NewOrder, affiliateCookie: string | undefined): ResultAsync<boolean, RepositoryFailure> => {
    if (affiliateCookie === undefined || !isAffiliateCustomerId(affiliateCookie)) return okAsync(false);
    const affiliateId = affiliateCookie;
    if ((order.customerId as string | null) === affiliateId) return okAsync(false);
    return ledger.latestHitAt(affiliateId, order.placedAt).andThen((hitAt) => {
      if (hitAt === null || !withinAttributionWindow(hitAt, order.placedAt)) return okAsync(false);
      return ResultAsync.combine([ledger.rate(), ledger.paidPeriods(affiliateId)] as const).andThen(([rate, paid]) => {
        const net = netGoodsValue(
          { subtotal: order.totals.subtotal.amount, discount: order.totals.discount.amount },
          order.store,
        );
        return ledger.attribute({
          id: ids.uuid(),
          affiliateId,
          orderId: order.id,
          period: periodToCredit(order.placedAt, paid),
          netGoodsMinor: net,
          rate,
          amountMinor: commissionOf(net, rate),
          currency: order.currency,
          at: order.placedAt,
        });
      });
    });
  };
