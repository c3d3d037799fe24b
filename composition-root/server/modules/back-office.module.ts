import { postgresOrderDesk } from '../../../adapters/postgres/postgres-order-desk.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { backOfficeRoutes } from '../../../adapters/server/shop-api/back-office.routes.ts';
import { postgresInvoiceRegister } from '../../../adapters/postgres/postgres-invoice-register.ts';
import {
  exportInvoices,
  getRegisteredInvoicePdf,
  listInvoices,
} from '../../../core/shop/invoices/invoice-register.use-cases.ts';
import { INVOICES_TOKENS } from './invoices.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { actOnOrder, listDeskOrders, showDeskOrder } from '../../../core/shop/back-office/order-desk.use-cases.ts';
import type { ShopBackOffice } from '../../../core/shop/back-office/shop-back-office.ts';
import { token, TOKENS } from '../../tokens.ts';
import { PAYMENTS_TOKENS } from './payments.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { ServerModule } from './server-module.ts';
import { TICKETS_TOKENS } from './tickets.module.ts';

export const BACK_OFFICE_TOKENS = { useCases: token<ShopBackOffice>('backOffice.useCases') } as const;

/** The back office's desks: the same order lifecycle as `npm run shop`, behind the administrator check. */
export const backOfficeModule: ServerModule = {
  name: 'back-office',
  bind: (container) => {
    container.bind(BACK_OFFICE_TOKENS.useCases).toResolvedValue(
      (db, ids, clock, lifecycle, renderer, blobs): ShopBackOffice => {
        const desk = postgresOrderDesk(db.db, ids);
        const register = postgresInvoiceRegister(db.db);
        return {
          listOrders: listDeskOrders({ desk, clock }),
          showOrder: showDeskOrder(desk),
          act: actOnOrder({ desk, lifecycle, clock }),
          listInvoices: listInvoices({ register, clock }),
          exportInvoices: exportInvoices({ register, clock }),
          // The customer's own download's renderer and blob store: one stored PDF per number for both.
          invoicePdf: getRegisteredInvoicePdf({ register, renderer, blobs }),
        };
      },
      [
        TOKENS.database,
        TOKENS.ids,
        TOKENS.clock,
        PAYMENTS_TOKENS.orderLifecycle,
        INVOICES_TOKENS.renderer,
        MEDIA_TOKENS.blobs,
      ],
    );
  },
  shopApiRoutes: (container) => {
    const config = container.get(TOKENS.config);
    return backOfficeRoutes({
      backOffice: container.get(BACK_OFFICE_TOKENS.useCases),
      tickets: container.get(TICKETS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : async () => null,
      idempotency: idempotency(postgresIdempotencyStore(container.get(TOKENS.database).db)),
      // The browser calls the Shop API with its session; the attachment's link is the tickets context's own.
      downloadUrl: (path) => `${config.shopApiBasePath}${path}`,
    });
  },
};
