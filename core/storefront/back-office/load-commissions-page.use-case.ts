import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import { isAffiliateCustomerId } from '../../domain/marketing/affiliate-hit.ts';
import { isCommissionPeriod } from '../../domain/commissions/commission-period.ts';

import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { CommissionMonthList, CommissionReads, ShownAffiliateFile } from './commissions-gateway.port.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

/** /accounts/commissions: a month's affiliates, or one affiliate's month when the URL names it. */
export type CommissionsPageData =
  | { readonly view: 'month'; readonly month: CommissionMonthList; readonly csvUrl: string }
  | { readonly view: 'affiliate'; readonly period: string; readonly file: ShownAffiliateFile };

/** The affiliate commissions of the month asked for (this month by default). */
export const loadCommissionsPage =
  (reads: CommissionReads) =>
  (query: Query): ResultAsync<CommissionsPageData, ShopUnavailable | PageDataNotFound> => {
    const asked = firstQueryValue(query, 'period') ?? '';
    const period = isCommissionPeriod(asked) ? asked : '';
    const affiliate = firstQueryValue(query, 'affiliate') ?? '';
    if (period !== '' && isAffiliateCustomerId(affiliate))
      return reads
        .affiliate(affiliate, period)
        .andThen((file) =>
          file === null
            ? errAsync<CommissionsPageData, PageDataNotFound>(pageDataNotFound())
            : okAsync<CommissionsPageData, PageDataNotFound>({ view: 'affiliate', period, file }),
        );
    const after = firstQueryValue(query, 'after') ?? '';
    return reads
      .month(period, isAffiliateCustomerId(after) ? after : '')
      .map((month): CommissionsPageData => ({ view: 'month', month, csvUrl: reads.csvUrl(month.period) }));
  };
