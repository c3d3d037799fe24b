import { postgresDesignDesk } from '../../../adapters/postgres/postgres-design-desk.ts';
import { postgresOrderDesk } from '../../../adapters/postgres/postgres-order-desk.ts';
import { postgresOrderNotes } from '../../../adapters/postgres/postgres-order-notes.ts';
import { noteOnOrder } from '../../../core/shop/back-office/note-on-order.use-case.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { downloadAtRoot } from '../../../adapters/shop-api-contract/download-links.ts';
import { backOfficeDownloadRoutes, backOfficeRoutes } from '../../../adapters/server/shop-api/back-office.routes.ts';
import { designDeskRoutes } from '../../../adapters/server/shop-api/design-desk.routes.ts';
import {
  editDeskDesign,
  judgeDeskReview,
  listDeskDesigns,
  publishDeskDesign,
  showDeskDesign,
} from '../../../core/shop/back-office/design-desk.use-cases.ts';
import { postgresInvoiceRegister } from '../../../adapters/postgres/postgres-invoice-register.ts';
import {
  exportInvoices,
  getRegisteredInvoicePdf,
  listInvoices,
} from '../../../core/shop/invoices/invoice-register.use-cases.ts';
import { INVOICES_TOKENS } from './invoices.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { actOnOrder, listDeskOrders, showDeskOrder } from '../../../core/shop/back-office/order-desk.use-cases.ts';
import { changeSiteConfig, showSiteConfig } from '../../../core/shop/back-office/site-config-desk.use-cases.ts';
import { announcingCatalogueChanges } from './design-desk-changes.ts';
import type { ShopBackOffice } from '../../../core/shop/back-office/shop-back-office.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
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
      (db, ids, clock, lifecycle, settings, notices, renderer, blobs): ShopBackOffice => {
        const desk = postgresOrderDesk(db.db, ids);
        const designs = { desk: announcingCatalogueChanges(postgresDesignDesk(db.db, ids), notices), clock };
        const register = postgresInvoiceRegister(db.db);
        return {
          listOrders: listDeskOrders({ desk, clock }),
          showOrder: showDeskOrder(desk),
          act: actOnOrder({ desk, lifecycle, clock }),
          noteOnOrder: noteOnOrder({ desk, notes: postgresOrderNotes(db.db, ids), clock }),
          showSiteConfig: showSiteConfig(settings),
          changeSiteConfig: changeSiteConfig({ settings, clock }),
          listDesigns: listDeskDesigns(designs),
          showDesign: showDeskDesign(designs),
          editDesign: editDeskDesign(designs),
          publishDesign: publishDeskDesign(designs),
          judgeReview: judgeDeskReview(designs),
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
        ACCOUNTS_TOKENS.siteSettings,
        TOKENS.changeNotices,
        INVOICES_TOKENS.renderer,
        MEDIA_TOKENS.blobs,
      ],
    );
  },
  shopApiRoutes: (container) => {
    const backOffice = container.get(BACK_OFFICE_TOKENS.useCases);
    const signedInCustomer = container.isBound(SIGNED_IN_CUSTOMER)
      ? container.get(SIGNED_IN_CUSTOMER)
      : async () => null;
    const once = idempotency(postgresIdempotencyStore(container.get(TOKENS.database).db));
    const desks = backOfficeRoutes({
      backOffice,
      tickets: container.get(TICKETS_TOKENS.useCases),
      signedInCustomer,
      idempotency: once,
      downloadUrl: downloadAtRoot,
    });
    const designs = designDeskRoutes({ backOffice, signedInCustomer, idempotency: once });
    return async (app) => {
      await desks(app);
      await designs(app);
    };
  },
  // At the site's root: the register's CSV and PDF links carry no ext_session_id, the sign-in cookie authorises them.
  rootRoutes: (container) =>
    backOfficeDownloadRoutes({
      backOffice: container.get(BACK_OFFICE_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : async () => null,
    }),
};
