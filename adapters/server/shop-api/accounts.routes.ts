import * as t from 'io-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import {
  AccountCommissionCodec,
  AccountInvoiceCodec,
  AccountOrderCodec,
  AccountOrderDetailCodec,
  AccountTicketCodec,
  ACCOUNTS_PATHS,
  AdministeredDesignCodec,
  AdministeredDesignPageCodec,
  ProfileCodec,
  SavedDesignCodec,
  SiteConfigCodec,
  DesignIdParams,
  DesignsAdminQuery,
  OrderParams,
  ProfileBody,
  PublishedBody,
  SiteConfigBody,
  StoreQuery,
} from '../../shop-api-contract/accounts.codec.ts';
import { accountsErrorAnswer } from './accounts-errors.ts';
import { answered, fromBody, fromBoth, fromParams, fromQuery, nothing, route, type RouteDecoder } from './route.ts';
import type { ShopAccounts } from '../../../core/shop/accounts/shop-accounts.ts';

/** The customer id of the request's auth session (read from Auth.js's cookie), or null. */
export type SessionCustomerId = (request: FastifyRequest) => Promise<CustomerId | null>;

const doc = (summary: string) => ({ schema: { summary, tags: ['accounts'] } });

/**
 * The accounts area. Every call reads the auth session server-side and passes its customer id (or null) to the
 * use case, which applies the core's permission rules; writes use PUT and DELETE, idempotent by nature.
 */
export const accountsRoutes =
  (useCases: ShopAccounts, sessionCustomerId: SessionCustomerId) => async (app: FastifyInstance) => {
    // One customer's data: never stored by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    const accountRoute = <I, A, O>(
      answer: t.Type<A, O, unknown>,
      decode: RouteDecoder<I>,
      run: (input: I, customer: CustomerId | null) => ResultAsync<A, AccountsError>,
    ) => answered(route({ decode, who: sessionCustomerId, run, errors: accountsErrorAnswer, answer }));

    app.get(
      ACCOUNTS_PATHS.profile,
      doc("The signed-in customer's profile"),
      accountRoute(ProfileCodec, nothing, (_, customer) => useCases.getProfile(customer)),
    );

    app.put(
      ACCOUNTS_PATHS.profile,
      doc('Replace names, phone and locale'),
      accountRoute(ProfileCodec, fromBody(ProfileBody), ({ first_name, last_name, phone, locale }, customer) =>
        useCases.updateProfile(customer, { firstName: first_name, lastName: last_name, phone, locale }),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.savedDesigns,
      doc("The customer's saved designs"),
      accountRoute(t.readonlyArray(SavedDesignCodec), nothing, (_, customer) => useCases.listSavedDesigns(customer)),
    );

    app.put(
      ACCOUNTS_PATHS.savedDesign,
      doc('Save a design (idempotent); answers the saved list'),
      accountRoute(t.readonlyArray(SavedDesignCodec), fromParams(DesignIdParams), ({ designId }, customer) =>
        useCases.saveDesign(customer, designId).andThen(() => useCases.listSavedDesigns(customer)),
      ),
    );

    app.delete(
      ACCOUNTS_PATHS.savedDesign,
      doc('Remove a saved design; answers the saved list'),
      accountRoute(t.readonlyArray(SavedDesignCodec), fromParams(DesignIdParams), ({ designId }, customer) =>
        useCases.removeSavedDesign(customer, designId).andThen(() => useCases.listSavedDesigns(customer)),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.orders,
      doc("The customer's orders with their status"),
      accountRoute(t.readonlyArray(AccountOrderCodec), nothing, (_, customer) => useCases.listAccountOrders(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.order,
      doc("One of the customer's orders with its lines"),
      accountRoute(AccountOrderDetailCodec, fromParams(OrderParams), ({ publicId }, customer) =>
        useCases.getAccountOrder(customer, publicId),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.tickets,
      doc("The customer's support tickets"),
      accountRoute(t.readonlyArray(AccountTicketCodec), nothing, (_, customer) =>
        useCases.listAccountTickets(customer),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.invoices,
      doc("The administrator's invoices"),
      accountRoute(t.readonlyArray(AccountInvoiceCodec), nothing, (_, customer) => useCases.listInvoices(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.commissions,
      doc("The administrator's affiliate commissions"),
      accountRoute(t.readonlyArray(AccountCommissionCodec), nothing, (_, customer) =>
        useCases.listCommissions(customer),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.config,
      doc("A store's site configuration (administrators)"),
      accountRoute(SiteConfigCodec, fromQuery(StoreQuery), ({ store }, customer) =>
        useCases.getSiteConfig(customer, store),
      ),
    );

    app.put(
      ACCOUNTS_PATHS.config,
      doc("Change a store's site configuration (administrators)"),
      accountRoute(
        SiteConfigCodec,
        fromBody(SiteConfigBody),
        ({ store, is_login_required_to_access, analytics_id, push_notifications_id }, customer) =>
          useCases.updateSiteConfig(customer, store, {
            isLoginRequiredToAccess: is_login_required_to_access,
            analyticsId: analytics_id,
            pushNotificationsId: push_notifications_id,
          }),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.designsAdmin,
      doc('Every design, published or not (administrators)'),
      accountRoute(AdministeredDesignPageCodec, fromQuery(DesignsAdminQuery), ({ page, page_size }, customer) =>
        useCases.listAdministeredDesigns(customer, page, page_size),
      ),
    );

    app.put(
      ACCOUNTS_PATHS.designAdmin,
      doc('Publish or withdraw a design (administrators)'),
      accountRoute(
        AdministeredDesignCodec,
        fromBoth(fromParams(DesignIdParams), fromBody(PublishedBody)),
        ({ designId, published }, customer) => useCases.setDesignPublished(customer, designId, published),
      ),
    );
  };
