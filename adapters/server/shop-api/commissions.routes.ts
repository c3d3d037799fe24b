import type { FastifyInstance } from 'fastify';
import type { ShopCommissions } from '../../../core/shop/commissions/shop-commissions.ts';
import {
  AffiliateFileCodec,
  AffiliateMonthParams,
  COMMISSION_PATHS,
  CommissionCsvQuery,
  CommissionMonthCodec,
  CommissionMonthQuery,
  CommissionRateCodec,
  PayoutBody,
  RateBody,
} from '../../shop-api-contract/commissions.codec.ts';
import { commissionMonthListOf, shownAffiliateFileOf } from '../../shop-views/commissions-views.ts';
import type { Idempotency } from '../idempotency.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { commissionsErrorAnswer } from './commissions-errors.ts';
import { privateDownloads } from '../private-downloads.ts';
import { answered, answeredOnce, fileRoute, fromBody, fromBoth, fromParams, fromQuery, route } from '../route.ts';

export type CommissionRouteDeps = {
  readonly commissions: ShopCommissions;
  readonly signedInCustomer: SignedInCustomer;
  /** Marking paid and setting the rate change what the shop owes: once per Idempotency-Key. */
  readonly idempotency: Idempotency;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['back-office'] } });

/** A UTF-8 byte order mark, so a spreadsheet reads the accents of the CSV right. */
const BOM = '\uFEFF';

/** Every route here answers the administrator alone; anyone else gets the 404 envelope, never data. */
export const commissionRoutes =
  ({ commissions, signedInCustomer, idempotency }: CommissionRouteDeps) =>
  async (app: FastifyInstance) => {
    const errors = commissionsErrorAnswer;

    app.get(
      COMMISSION_PATHS.month,
      schema("A month's affiliates (hits, credited orders, commission, paid or open) and the rate; keyset pages"),
      answered(
        route({
          decode: fromQuery(CommissionMonthQuery),
          who: signedInCustomer,
          run: (query, customer) =>
            commissions.month(customer, { period: query.period, after: query.after }).map(commissionMonthListOf),
          errors,
          answer: CommissionMonthCodec,
        }),
      ),
    );

    app.get(
      COMMISSION_PATHS.affiliate,
      schema("One affiliate's month: its figures, newest hits and credited orders"),
      answered(
        route({
          decode: fromParams(AffiliateMonthParams),
          who: signedInCustomer,
          run: ({ period, affiliate_id }, customer) =>
            commissions.affiliate(customer, affiliate_id, period).map(shownAffiliateFileOf),
          errors,
          answer: AffiliateFileCodec,
        }),
      ),
    );

    app.post(
      COMMISSION_PATHS.payout,
      schema("Marks an affiliate's month paid and freezes it: once per Idempotency-Key, recorded"),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: true },
        route({
          decode: fromBoth(fromParams(AffiliateMonthParams), fromBody(PayoutBody)),
          who: signedInCustomer,
          run: ({ period, affiliate_id }, customer) =>
            commissions.markPaid(customer, affiliate_id, period).map(shownAffiliateFileOf),
          errors,
          answer: AffiliateFileCodec,
        }),
      ),
    );

    app.post(
      COMMISSION_PATHS.rate,
      schema("Sets the affiliate programme's rate (basis points) for orders credited from now: once per key, recorded"),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: true },
        route({
          decode: fromBody(RateBody),
          who: signedInCustomer,
          run: ({ rate_basis_points }, customer) =>
            commissions.setRate(customer, rate_basis_points).map((terms) => ({ rate: terms.rate })),
          errors,
          answer: CommissionRateCodec,
        }),
      ),
    );
  };

/** A month's commissions as the accountant's CSV, at the site's root: the administrator's sign-in cookie authorises it. */
export const commissionCsvRoutes =
  ({ commissions, signedInCustomer }: Omit<CommissionRouteDeps, 'idempotency'>) =>
  async (app: FastifyInstance) => {
    privateDownloads(app);
    const errors = commissionsErrorAnswer;

    app.get(
      COMMISSION_PATHS.csv,
      schema("A month's affiliates as CSV for the accountant"),
      fileRoute({
        decode: fromQuery(CommissionCsvQuery),
        who: signedInCustomer,
        run: ({ period }, customer) =>
          commissions.csv(customer, period).map((csv) => ({
            contentType: 'text/csv; charset=utf-8',
            // The period is checked as YYYY-MM, so the name needs no quoting.
            fileName: `commissions-${period}.csv`,
            bytes: new TextEncoder().encode(`${BOM}${csv}`),
          })),
        errors,
      }),
    );
  };
