import { postgresCommissionBook } from '../../../adapters/postgres/postgres-commission-book.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { commissionCsvRoutes, commissionRoutes } from '../../../adapters/server/shop-api/commissions.routes.ts';
import {
  exportCommissionMonth,
  listCommissionMonth,
  markMonthPaid,
  setCommissionRate,
  showAffiliateMonth,
} from '../../../core/shop/commissions/commissions.use-cases.ts';
import type { ShopCommissions } from '../../../core/shop/commissions/shop-commissions.ts';
import { token, TOKENS } from '../../tokens.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';

export const COMMISSIONS_TOKENS = { useCases: token<ShopCommissions>('commissions.useCases') } as const;

/** The affiliate programme's back office: hits, credited orders, payouts and the rate, behind the administrator check. */
export const commissionsModule: ServerModule = {
  name: 'commissions',
  bind: (container) => {
    container.bind(COMMISSIONS_TOKENS.useCases).toResolvedValue(
      (db, ids, clock): ShopCommissions => {
        const deps = { book: postgresCommissionBook(db.db), ids, clock };
        return {
          month: listCommissionMonth(deps),
          affiliate: showAffiliateMonth(deps),
          markPaid: markMonthPaid(deps),
          setRate: setCommissionRate(deps),
          csv: exportCommissionMonth(deps),
        };
      },
      [TOKENS.database, TOKENS.ids, TOKENS.clock],
    );
  },
  shopApiRoutes: (container) =>
    commissionRoutes({
      commissions: container.get(COMMISSIONS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : async () => null,
      idempotency: idempotency(postgresIdempotencyStore(container.get(TOKENS.database).db)),
    }),
  // At the site's root: the CSV's link carries no ext_session_id, the administrator's sign-in cookie authorises it.
  rootRoutes: (container) =>
    commissionCsvRoutes({
      commissions: container.get(COMMISSIONS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : async () => null,
    }),
};
