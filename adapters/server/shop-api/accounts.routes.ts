import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import {
  ACCOUNTS_PATHS,
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

    const accountRoute = <I, T>(
      decode: RouteDecoder<I>,
      run: (input: I, customer: CustomerId | null) => ResultAsync<T, AccountsError>,
    ) => answered(route({ decode, who: sessionCustomerId, run, errors: accountsErrorAnswer }));

    app.get(
      ACCOUNTS_PATHS.profile,
      doc("The signed-in customer's profile"),
      accountRoute(nothing, (_, customer) => useCases.getProfile(customer)),
    );

    app.put(
      ACCOUNTS_PATHS.profile,
      doc('Replace names, phone and locale'),
      accountRoute(fromBody(ProfileBody), ({ first_name, last_name, phone, locale }, customer) =>
        useCases.updateProfile(customer, { firstName: first_name, lastName: last_name, phone, locale }),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.savedDesigns,
      doc("The customer's saved designs"),
      accountRoute(nothing, (_, customer) => useCases.listSavedDesigns(customer)),
    );

    app.put(
      ACCOUNTS_PATHS.savedDesign,
      doc('Save a design (idempotent); answers the saved list'),
      accountRoute(fromParams(DesignIdParams), ({ designId }, customer) =>
        useCases.saveDesign(customer, designId).andThen(() => useCases.listSavedDesigns(customer)),
      ),
    );

    app.delete(
      ACCOUNTS_PATHS.savedDesign,
      doc('Remove a saved design; answers the saved list'),
      accountRoute(fromParams(DesignIdParams), ({ designId }, customer) =>
        useCases.removeSavedDesign(customer, designId).andThen(() => useCases.listSavedDesigns(customer)),
      ),
    );

    app.get(
      ACCOUNTS_PATHS.orders,
      doc("The customer's orders with their status"),
      accountRoute(nothing, (_, customer) => useCases.listAccountOrders(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.order,
      doc("One of the customer's orders with its lines"),
      accountRoute(fromParams(OrderParams), ({ publicId }, customer) => useCases.getAccountOrder(customer, publicId)),
    );

    app.get(
      ACCOUNTS_PATHS.tickets,
      doc("The customer's support tickets"),
      accountRoute(nothing, (_, customer) => useCases.listAccountTickets(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.invoices,
      doc("The administrator's invoices"),
      accountRoute(nothing, (_, customer) => useCases.listInvoices(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.commissions,
      doc("The administrator's affiliate commissions"),
      accountRoute(nothing, (_, customer) => useCases.listCommissions(customer)),
    );

    app.get(
      ACCOUNTS_PATHS.config,
      doc("A store's site configuration (administrators)"),
      accountRoute(fromQuery(StoreQuery), ({ store }, customer) => useCases.getSiteConfig(customer, store)),
    );

    app.put(
      ACCOUNTS_PATHS.config,
      doc("Change a store's site configuration (administrators)"),
      accountRoute(
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
      accountRoute(fromQuery(DesignsAdminQuery), ({ page, page_size }, customer) =>
        useCases.listAdministeredDesigns(customer, page, page_size),
      ),
    );

    app.put(
      ACCOUNTS_PATHS.designAdmin,
      doc('Publish or withdraw a design (administrators)'),
      accountRoute(fromBoth(fromParams(DesignIdParams), fromBody(PublishedBody)), ({ designId, published }, customer) =>
        useCases.setDesignPublished(customer, designId, published),
      ),
    );
  };
