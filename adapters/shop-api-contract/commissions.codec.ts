import * as t from 'io-ts';
import { AFFILIATE_CUSTOMER_ID, type AffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import { COMMISSION_PERIOD, type CommissionPeriod } from '../../core/domain/commissions/commission-period.ts';
import { documented } from './json-schema.ts';
import { matching } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** The commissions back office's Shop API paths; every one answers the administrator alone. */
export const COMMISSION_PATHS = {
  month: '/back-office/commissions',
  /** The month as the accountant's CSV. */
  csv: '/back-office/commissions/csv',
  affiliate: '/back-office/commissions/:period/:affiliate_id',
  /** POST with an Idempotency-Key: the affiliate's month is paid. */
  payout: '/back-office/commissions/:period/:affiliate_id/payout',
  /** POST with an Idempotency-Key: the programme's rate. */
  rate: '/back-office/commission-rate',
} as const;

export const CommissionPeriodCodec = matching<CommissionPeriod>(
  'CommissionPeriod',
  COMMISSION_PERIOD,
  'expected a month, YYYY-MM',
);

export const AffiliateIdCodec = matching<AffiliateCustomerId>(
  'AffiliateId',
  AFFILIATE_CUSTOMER_ID,
  'expected an affiliate id',
);

export const CommissionMonthQuery = t.partial({
  period: CommissionPeriodCodec,
  after: AffiliateIdCodec,
  ext_session_id: t.string,
});

/** The CSV downloads from the site's root with the sign-in cookie: its query names the month, never a session. */
export const CommissionCsvQuery = t.type({ period: CommissionPeriodCodec });

export const AffiliateMonthParams = t.type({ period: CommissionPeriodCodec, affiliate_id: AffiliateIdCodec });

export const PayoutBody = t.partial({ ext_session_id: t.string });

/** The rate in basis points as the form sends it: 0 to 5000. */
const BasisPointsFromString = documented(
  new t.Type<number, string, unknown>(
    'BasisPoints',
    (u): u is number => typeof u === 'number',
    (u, c) =>
      typeof u === 'string' && /^\d{1,5}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'expected basis points'),
    String,
  ),
  { type: 'string', pattern: '^\\d{1,5}$' },
);

export const RateBody = t.intersection([
  t.type({ rate_basis_points: BasisPointsFromString }),
  t.partial({ ext_session_id: t.string }),
]);

const AmountCodec = wireType({ amount: t.number, currency: t.string }, 'Amount');

const AffiliateMonthCodec = wireType(
  {
    affiliateId: t.string,
    period: t.string,
    hits: t.number,
    orders: t.number,
    commission: t.readonlyArray(AmountCodec),
    paid: t.union([wireType({ by: t.string, at: t.string }, 'Payout'), t.null]),
  },
  'AffiliateMonth',
);

export const CommissionMonthCodec = wireType(
  {
    period: t.string,
    current: t.string,
    rows: t.readonlyArray(AffiliateMonthCodec),
    next: t.union([t.string, t.null]),
    rate: t.number,
    rateChanges: t.readonlyArray(wireType({ rate: t.number, changedBy: t.string, at: t.string }, 'RateChange')),
  },
  'CommissionMonth',
);

export const AffiliateFileCodec = wireType(
  {
    summary: AffiliateMonthCodec,
    hits: t.readonlyArray(
      wireType({ id: t.string, at: t.string, url: t.string, campaign: t.union([t.string, t.null]) }, 'AffiliateHit'),
    ),
    orders: t.readonlyArray(
      wireType(
        {
          publicId: t.string,
          store: t.string,
          placedAt: t.string,
          netGoods: AmountCodec,
          rate: t.number,
          commission: AmountCodec,
          canceled: t.boolean,
        },
        'CreditedOrder',
      ),
    ),
  },
  'AffiliateFile',
);

export const CommissionRateCodec = wireType({ rate: t.number }, 'CommissionRate');
