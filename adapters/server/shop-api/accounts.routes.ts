import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import type { getAccountOrder } from '../../../core/shop/accounts/get-account-order.use-case.ts';
import type { getProfile } from '../../../core/shop/accounts/get-profile.use-case.ts';
import type { getSiteConfig } from '../../../core/shop/accounts/get-site-config.use-case.ts';
import type { listAccountOrders } from '../../../core/shop/accounts/list-account-orders.use-case.ts';
import type { listAccountTickets } from '../../../core/shop/accounts/list-account-tickets.use-case.ts';
import type { listAdministeredDesigns } from '../../../core/shop/accounts/list-administered-designs.use-case.ts';
import type { listCommissions } from '../../../core/shop/accounts/list-commissions.use-case.ts';
import type { listInvoices } from '../../../core/shop/accounts/list-invoices.use-case.ts';
import type { listSavedDesigns } from '../../../core/shop/accounts/list-saved-designs.use-case.ts';
import type { removeSavedDesign } from '../../../core/shop/accounts/remove-saved-design.use-case.ts';
import type { saveDesign } from '../../../core/shop/accounts/save-design.use-case.ts';
import type { setDesignPublished } from '../../../core/shop/accounts/set-design-published.use-case.ts';
import type { updateProfile } from '../../../core/shop/accounts/update-profile.use-case.ts';
import type { updateSiteConfig } from '../../../core/shop/accounts/update-site-config.use-case.ts';
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
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { sendAccountsError } from './accounts-errors.ts';

export type AccountsUseCases = {
  readonly getProfile: ReturnType<typeof getProfile>;
  readonly updateProfile: ReturnType<typeof updateProfile>;
  readonly listSavedDesigns: ReturnType<typeof listSavedDesigns>;
  readonly saveDesign: ReturnType<typeof saveDesign>;
  readonly removeSavedDesign: ReturnType<typeof removeSavedDesign>;
  readonly listAccountOrders: ReturnType<typeof listAccountOrders>;
  readonly getAccountOrder: ReturnType<typeof getAccountOrder>;
  readonly listAccountTickets: ReturnType<typeof listAccountTickets>;
  readonly listInvoices: ReturnType<typeof listInvoices>;
  readonly listCommissions: ReturnType<typeof listCommissions>;
  readonly getSiteConfig: ReturnType<typeof getSiteConfig>;
  readonly updateSiteConfig: ReturnType<typeof updateSiteConfig>;
  readonly listAdministeredDesigns: ReturnType<typeof listAdministeredDesigns>;
  readonly setDesignPublished: ReturnType<typeof setDesignPublished>;
};

/** The customer id of the request's auth session (read from Auth.js's cookie), or null. */
export type SessionCustomerId = (request: FastifyRequest) => Promise<CustomerId | null>;

const doc = (summary: string) => ({ schema: { summary, tags: ['accounts'] } });

const badRequest = (reply: FastifyReply, failure: DecodeFailure) =>
  sendError(reply, 400, ERROR_CODES.badRequest, failure.errors.join('; '));

/**
 * The accounts area. Every call reads the auth session server-side and passes its customer id (or null) to the
 * use case, which applies the core's permission rules; writes use PUT and DELETE, idempotent by nature.
 */
export const accountsRoutes =
  (useCases: AccountsUseCases, sessionCustomerId: SessionCustomerId) => async (app: FastifyInstance) => {
    // One customer's data: never stored by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    const answer = async <T>(request: FastifyRequest, reply: FastifyReply, result: ResultAsync<T, AccountsError>) =>
      (await result).match(
        (data) => sendData(reply, data),
        (error) => sendAccountsError(reply, request, error),
      );

    const customer = sessionCustomerId;

    app.get(ACCOUNTS_PATHS.profile, doc("The signed-in customer's profile"), async (request, reply) =>
      answer(request, reply, useCases.getProfile(await customer(request))),
    );

    app.put(ACCOUNTS_PATHS.profile, doc('Replace names, phone and locale'), async (request, reply) => {
      const body = decodeWith(ProfileBody)(request.body);
      if (body.isErr()) return badRequest(reply, body.error);
      const { first_name, last_name, phone, locale } = body.value;
      return answer(
        request,
        reply,
        useCases.updateProfile(await customer(request), { firstName: first_name, lastName: last_name, phone, locale }),
      );
    });

    app.get(ACCOUNTS_PATHS.savedDesigns, doc("The customer's saved designs"), async (request, reply) =>
      answer(request, reply, useCases.listSavedDesigns(await customer(request))),
    );

    app.put(
      ACCOUNTS_PATHS.savedDesign,
      doc('Save a design (idempotent); answers the saved list'),
      async (request, reply) => {
        const params = decodeWith(DesignIdParams)(request.params);
        if (params.isErr()) return badRequest(reply, params.error);
        const id = await customer(request);
        return answer(
          request,
          reply,
          useCases.saveDesign(id, params.value.designId).andThen(() => useCases.listSavedDesigns(id)),
        );
      },
    );

    app.delete(
      ACCOUNTS_PATHS.savedDesign,
      doc('Remove a saved design; answers the saved list'),
      async (request, reply) => {
        const params = decodeWith(DesignIdParams)(request.params);
        if (params.isErr()) return badRequest(reply, params.error);
        const id = await customer(request);
        return answer(
          request,
          reply,
          useCases.removeSavedDesign(id, params.value.designId).andThen(() => useCases.listSavedDesigns(id)),
        );
      },
    );

    app.get(ACCOUNTS_PATHS.orders, doc("The customer's orders with their status"), async (request, reply) =>
      answer(request, reply, useCases.listAccountOrders(await customer(request))),
    );

    app.get(ACCOUNTS_PATHS.order, doc("One of the customer's orders with its lines"), async (request, reply) => {
      const params = decodeWith(OrderParams)(request.params);
      if (params.isErr()) return badRequest(reply, params.error);
      return answer(request, reply, useCases.getAccountOrder(await customer(request), params.value.publicId));
    });

    app.get(ACCOUNTS_PATHS.tickets, doc("The customer's support tickets"), async (request, reply) =>
      answer(request, reply, useCases.listAccountTickets(await customer(request))),
    );

    app.get(ACCOUNTS_PATHS.invoices, doc("The administrator's invoices"), async (request, reply) =>
      answer(request, reply, useCases.listInvoices(await customer(request))),
    );

    app.get(ACCOUNTS_PATHS.commissions, doc("The administrator's affiliate commissions"), async (request, reply) =>
      answer(request, reply, useCases.listCommissions(await customer(request))),
    );

    app.get(ACCOUNTS_PATHS.config, doc("A store's site configuration (administrators)"), async (request, reply) => {
      const query = decodeWith(StoreQuery)(request.query);
      if (query.isErr()) return badRequest(reply, query.error);
      return answer(request, reply, useCases.getSiteConfig(await customer(request), query.value.store));
    });

    app.put(
      ACCOUNTS_PATHS.config,
      doc("Change a store's site configuration (administrators)"),
      async (request, reply) => {
        const body = decodeWith(SiteConfigBody)(request.body);
        if (body.isErr()) return badRequest(reply, body.error);
        const { store, is_login_required_to_access, analytics_id, push_notifications_id } = body.value;
        return answer(
          request,
          reply,
          useCases.updateSiteConfig(await customer(request), store, {
            isLoginRequiredToAccess: is_login_required_to_access,
            analyticsId: analytics_id,
            pushNotificationsId: push_notifications_id,
          }),
        );
      },
    );

    app.get(
      ACCOUNTS_PATHS.designsAdmin,
      doc('Every design, published or not (administrators)'),
      async (request, reply) => {
        const query = decodeWith(DesignsAdminQuery)(request.query);
        if (query.isErr()) return badRequest(reply, query.error);
        return answer(
          request,
          reply,
          useCases.listAdministeredDesigns(await customer(request), query.value.page, query.value.page_size),
        );
      },
    );

    app.put(
      ACCOUNTS_PATHS.designAdmin,
      doc('Publish or withdraw a design (administrators)'),
      async (request, reply) => {
        const params = decodeWith(DesignIdParams)(request.params);
        if (params.isErr()) return badRequest(reply, params.error);
        const body = decodeWith(PublishedBody)(request.body);
        if (body.isErr()) return badRequest(reply, body.error);
        return answer(
          request,
          reply,
          useCases.setDesignPublished(await customer(request), params.value.designId, body.value.published),
        );
      },
    );
  };
