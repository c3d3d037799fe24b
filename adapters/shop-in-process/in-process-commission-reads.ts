import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Customer } from '../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import { isAffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import { isCommissionPeriod } from '../../core/domain/commissions/commission-period.ts';
import type { ShopCommissions } from '../../core/shop/commissions/shop-commissions.ts';
import type { CommissionReads } from '../../core/storefront/back-office/commissions-gateway.port.ts';
import { COMMISSION_PATHS } from '../shop-api-contract/commissions.codec.ts';
import { commissionMonthListOf, shownAffiliateFileOf } from '../shop-views/commissions-views.ts';

/** The commissions page read in-process for the request's customer; the shop's use cases check the administrator. */
export const inProcessCommissionReads = (
  commissions: ShopCommissions,
  customer: () => Promise<Customer | null>,
  /** A Shop API path with the session, as the browser downloads from it. */
  downloadUrl: (path: string, query: string) => string,
): CommissionReads => {
  const asked = (path: string) => ResultAsync.fromPromise(customer(), () => apiRequestFailed(path));
  return {
    csvUrl: (period) => downloadUrl(COMMISSION_PATHS.csv, `period=${encodeURIComponent(period)}`),
    month: (period, after) =>
      asked(COMMISSION_PATHS.month).andThen((known) =>
        commissions
          .month(known, {
            period: isCommissionPeriod(period) ? period : undefined,
            after: isAffiliateCustomerId(after) ? after : undefined,
          })
          .map(commissionMonthListOf)
          .mapErr(() => apiRequestFailed(COMMISSION_PATHS.month)),
      ),
    affiliate: (affiliateId, period) =>
      asked(COMMISSION_PATHS.affiliate).andThen((known) =>
        isCommissionPeriod(period)
          ? commissions
              .affiliate(known, affiliateId, period)
              .map((file) => shownAffiliateFileOf(file) as ReturnType<typeof shownAffiliateFileOf> | null)
              .orElse((error) =>
                error.type === 'AffiliateNotFound'
                  ? okAsync(null)
                  : errAsync(apiRequestFailed(COMMISSION_PATHS.affiliate)),
              )
          : okAsync(null),
      ),
  };
};
