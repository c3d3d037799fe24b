import * as t from 'io-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AccountsError } from '../../../core/shop/accounts/accounts-errors.ts';
import { AccountDataExportCodec } from '../../shop-api-contract/account-data-export.codec.ts';
import {
  AccountDeletionBody,
  PasswordChangeBody,
  AccountOrderCodec,
  AccountOrderDetailCodec,
  AccountOrdersQuery,
  AccountTicketCodec,
  ACCOUNTS_PATHS,
  ProfileCodec,
  SavedDesignCodec,
  DesignIdParams,
  OrderParams,
  ProfileBody,
} from '../../shop-api-contract/accounts.codec.ts';
import { accountsErrorAnswer } from './accounts-errors.ts';
import { privateDownloads } from '../private-downloads.ts';
import type { AccountDataExport } from '../../../core/shop/accounts/export-account-data.use-case.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { answered, fromBody, fromParams, fromQuery, nothing, rawRoute, route, type RouteDecoder } from '../route.ts';
import type { ShopAccounts } from '../../../core/shop/accounts/shop-accounts.ts';

/** The customer id of the request's auth session (read from Auth.js's cookie), or null. */
export type SessionCustomerId = (request: FastifyRequest) => Promise<CustomerId | null>;

const doc = (summary: string) => ({ schema: { summary, tags: ['accounts'] } });

/**
 * The accounts area. Every call reads the auth session server-side and passes its customer id (or null) to the
 * use case, which applies the core's permission rules; writes use PUT and DELETE, idempotent by nature.
 */
const iso = (ms: number) => new Date(ms).toISOString();

/** Tickets in their wire form: no internal ids, ISO instants. */
const exportView = (data: AccountDataExport) => ({
  ...data,
  tickets: data.tickets.map((ticket) => ({
    publicId: ticket.publicId,
    subject: ticket.subject,
    contactType: ticket.contactType,
    orderPublicId: ticket.orderPublicId,
    status: ticket.status,
    createdAt: iso(ticket.createdAt),
    updatedAt: iso(ticket.updatedAt),
    messages: ticket.messages.map((message) => ({
      author: message.author,
      body: message.body,
      createdAt: iso(message.createdAt),
    })),
  })),
});

export const accountsRoutes =
  (useCases: ShopAccounts, sessionCustomerId: SessionCustomerId, checkRateLimit: RateLimitCheck) =>
  async (app: FastifyInstance) => {
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
      doc('Replace names, phone, locale, customer type with company name and VAT id, and birth date'),
      accountRoute(ProfileCodec, fromBody(ProfileBody), (body, customer) =>
        useCases.updateProfile(customer, {
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          locale: body.locale,
          customerType: body.customer_type,
          companyName: body.company_name,
          vatId: body.vat_id,
          birthDate: body.birth_date,
        }),
      ),
    );

    app.put(
      ACCOUNTS_PATHS.password,
      {
        ...doc('Change the password, giving the current one; every session signed in before ends'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.accountPassword),
      },
      accountRoute(t.null, fromBody(PasswordChangeBody), ({ current_password, new_password }, customer) =>
        useCases
          .changePassword(customer, { currentPassword: current_password, newPassword: new_password })
          .map(() => null),
      ),
    );

    app.delete(
      ACCOUNTS_PATHS.account,
      {
        ...doc('Erase the account, giving its password; orders are kept anonymised'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.accountPassword),
      },
      accountRoute(t.null, fromBody(AccountDeletionBody), ({ password }, customer) =>
        useCases.deleteAccount(customer, password).map(() => null),
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
      doc("The customer's orders with their status, newest first, kept by `date_filter`"),
      accountRoute(t.readonlyArray(AccountOrderCodec), fromQuery(AccountOrdersQuery), ({ date_filter }, customer) =>
        useCases.listAccountOrders(customer, date_filter),
      ),
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
  };

/** Everything the shop holds about the customer, at the site's root: the sign-in cookie says whose, the link no session. */
export const accountDataExportRoutes =
  (useCases: ShopAccounts, sessionCustomerId: SessionCustomerId) => async (app: FastifyInstance) => {
    privateDownloads(app);

    app.get(
      ACCOUNTS_PATHS.dataExport,
      doc('Everything the shop holds about the customer, as a JSON file'),
      rawRoute({
        decode: nothing,
        who: sessionCustomerId,
        run: (_nothing, customer) => useCases.exportAccountData(customer),
        errors: accountsErrorAnswer,
        send: (reply, data) =>
          reply
            .type('application/json; charset=utf-8')
            .header('content-disposition', 'attachment; filename="my-data.json"')
            .send(JSON.stringify(AccountDataExportCodec.encode(exportView(data)), null, 2)),
      }),
    );
  };
