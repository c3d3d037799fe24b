import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { requireAdministrator, type AdministratorOnly } from '../../domain/customers/administrator.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type {
  AffiliatePeriod,
  AffiliatePeriodPage,
  CommissionBook,
  CommissionHit,
  CreditedOrder,
  RateChange,
} from './commission-book.port.ts';
import { periodOf, type CommissionPeriod } from '../../domain/commissions/commission-period.ts';
import {
  commissionRateOf,
  type CommissionRate,
  type CommissionRateInvalid,
} from '../../domain/commissions/commission-terms.ts';
import { commissionsCsv } from './commissions-csv.ts';

/** How many affiliates one page of a month lists. */
export const COMMISSIONS_PAGE_SIZE = 25;

/** An affiliate's page shows at most this many hits and orders of the month, newest first. */
export const AFFILIATE_DETAIL_LIMIT = 50;

/** The CSV holds at most this many affiliates of a month. */
export const COMMISSIONS_CSV_LIMIT = 10_000;

/** How many of the rate's changes the page lists. */
export const RATE_CHANGES_SHOWN = 10;

export type AffiliateNotFound = { readonly type: 'AffiliateNotFound' };
export type CommissionPeriodNotStarted = { readonly type: 'CommissionPeriodNotStarted'; readonly period: string };
export type NothingToPay = { readonly type: 'NothingToPay' };
export type CommissionPeriodPaid = { readonly type: 'CommissionPeriodPaid' };

export type CommissionsError =
  | AdministratorOnly
  | AffiliateNotFound
  | CommissionPeriodNotStarted
  | NothingToPay
  | CommissionPeriodPaid
  | CommissionRateInvalid
  | RepositoryFailure;

export type CommissionTerms = { readonly rate: CommissionRate; readonly changes: readonly RateChange[] };

/** A month's affiliates, the programme's terms, and the month now (the one the page opens on). */
export type CommissionMonth = AffiliatePeriodPage & {
  readonly period: CommissionPeriod;
  readonly current: CommissionPeriod;
  readonly terms: CommissionTerms;
};

export type AffiliateFile = {
  readonly summary: AffiliatePeriod;
  readonly hits: readonly CommissionHit[];
  readonly orders: readonly CreditedOrder[];
};

export type CommissionsDeps = { readonly book: CommissionBook; readonly clock: Clock; readonly ids: IdGenerator };

const asAdministrator = <T>(
  customer: Customer | null,
  then: (administrator: Customer) => ResultAsync<T, CommissionsError>,
): ResultAsync<T, CommissionsError> =>
  requireAdministrator(customer).match(then, (refusal) => errAsync<T, CommissionsError>(refusal));

/** One month's affiliates (the current month unless asked), a page at a time by affiliate id. */
export const listCommissionMonth =
  ({ book, clock }: CommissionsDeps) =>
  (
    customer: Customer | null,
    asked: { readonly period?: CommissionPeriod | undefined; readonly after?: string | undefined },
  ): ResultAsync<CommissionMonth, CommissionsError> =>
    asAdministrator(customer, () => {
      const current = periodOf(clock.now());
      const period = asked.period ?? current;
      return ResultAsync.combine([
        book.month(period, asked.after, COMMISSIONS_PAGE_SIZE),
        book.terms(RATE_CHANGES_SHOWN),
      ] as const).map(([page, terms]) => ({ ...page, period, current, terms }));
    });

const fileOf = (
  book: CommissionBook,
  affiliateId: string,
  period: CommissionPeriod,
): ResultAsync<AffiliateFile, CommissionsError> =>
  book
    .affiliate(affiliateId, period)
    .andThen((summary) =>
      summary === null
        ? errAsync<AffiliateFile, CommissionsError>({ type: 'AffiliateNotFound' })
        : ResultAsync.combine([
            book.hits(affiliateId, period, AFFILIATE_DETAIL_LIMIT),
            book.orders(affiliateId, period, AFFILIATE_DETAIL_LIMIT),
          ] as const).map(([hits, orders]) => ({ summary, hits, orders })),
    );

/** One affiliate's month: its figures, its newest hits and its credited orders. */
export const showAffiliateMonth =
  ({ book }: CommissionsDeps) =>
  (
    customer: Customer | null,
    affiliateId: string,
    period: CommissionPeriod,
  ): ResultAsync<AffiliateFile, CommissionsError> =>
    asAdministrator(customer, () => fileOf(book, affiliateId, period));

/**
 * Marks an affiliate's month paid, recording who and when, and freezes its figures; a month not yet begun, one
 * without an order to pay for, or one already paid is refused.
 */
export const markMonthPaid =
  ({ book, clock, ids }: CommissionsDeps) =>
  (
    customer: Customer | null,
    affiliateId: string,
    period: CommissionPeriod,
  ): ResultAsync<AffiliateFile, CommissionsError> =>
    asAdministrator(customer, (administrator) => {
      const now = clock.now();
      if (period > periodOf(now)) return errAsync({ type: 'CommissionPeriodNotStarted', period });
      return book.affiliate(affiliateId, period).andThen((summary): ResultAsync<AffiliateFile, CommissionsError> => {
        if (summary === null) return errAsync({ type: 'AffiliateNotFound' });
        if (summary.payout !== null) return errAsync({ type: 'CommissionPeriodPaid' });
        if (summary.orders === 0) return errAsync({ type: 'NothingToPay' });
        return book
          .markPaid(ids.uuid(), affiliateId, period, { paidBy: administrator.id, paidAt: now })
          .andThen((marked) =>
            marked
              ? fileOf(book, affiliateId, period)
              : errAsync<AffiliateFile, CommissionsError>({ type: 'CommissionPeriodPaid' }),
          );
      });
    });

/** Sets the programme's rate for orders credited from now on, recording who and when. */
export const setCommissionRate =
  ({ book, clock, ids }: CommissionsDeps) =>
  (customer: Customer | null, basisPoints: number): ResultAsync<CommissionTerms, CommissionsError> =>
    asAdministrator(customer, (administrator) =>
      commissionRateOf(basisPoints)
        .asyncAndThen((rate) => book.setRate(ids.uuid(), { rate, changedBy: administrator.id, at: clock.now() }))
        .andThen(() => book.terms(RATE_CHANGES_SHOWN)),
    );

/** A month's affiliates as the accountant's CSV. */
export const exportCommissionMonth =
  ({ book }: CommissionsDeps) =>
  (customer: Customer | null, period: CommissionPeriod): ResultAsync<string, CommissionsError> =>
    asAdministrator(customer, () =>
      book.month(period, undefined, COMMISSIONS_CSV_LIMIT).andThen((page) => okAsync(commissionsCsv(page.rows))),
    );
