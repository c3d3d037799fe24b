import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { postgresTicketRepository } from '../../../adapters/postgres/postgres-ticket-repository.ts';
import { ticketAttachmentRoutes, ticketsRoutes } from '../../../adapters/server/shop-api/tickets.routes.ts';
import type { ShopTickets } from '../../../core/shop/tickets/shop-tickets.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';
import {
  archiveTicket,
  listCustomerTickets,
  resolveTicket,
  ticketAttachment,
  replyToTicket,
  showTicket,
} from '../../../core/shop/tickets/customer-tickets.use-cases.ts';
import { openTicket } from '../../../core/shop/tickets/open-ticket.use-case.ts';
import {
  listSupportQueue,
  replyAsSupport,
  setTicketStatusAsSupport,
} from '../../../core/shop/tickets/support-tickets.use-cases.ts';
import { token, TOKENS } from '../../tokens.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../../adapters/server/idempotency.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';
import { siteUrlsFor } from './support-links.ts';

export const TICKETS_TOKENS = { useCases: token<ShopTickets>('tickets.useCases') } as const;

const nobodySignedIn: SignedInCustomer = async () => null;

export const ticketsModule: ServerModule = {
  name: 'tickets',
  bind: (container) => {
    container.bind(TICKETS_TOKENS.useCases).toResolvedValue(
      (config, db, clock, ids, mailer, brandNames) => {
        const tickets = postgresTicketRepository(db.db);
        const deps = { tickets, clock, ids };
        const uploads = postgresUploadRepository(db.db);
        return {
          defaultStore: config.store,
          openTicket: openTicket({ ...deps, uploads }),
          listCustomerTickets: listCustomerTickets(tickets),
          showTicket: showTicket(tickets),
          replyToTicket: replyToTicket(deps),
          archiveTicket: archiveTicket(deps),
          resolveTicket: resolveTicket(deps),
          ticketAttachment: ticketAttachment({ tickets, uploads }),
          replyAsSupport: replyAsSupport({ ...deps, mailer, siteUrls: siteUrlsFor(config), brandNames }),
          listSupportQueue: listSupportQueue(tickets),
          setTicketStatusAsSupport: setTicketStatusAsSupport(deps),
        };
      },
      [TOKENS.config, TOKENS.database, TOKENS.clock, TOKENS.ids, MAIL_TOKENS.mailer, ACCOUNTS_TOKENS.brandNames],
    );
  },
  shopApiRoutes: (container) =>
    ticketsRoutes({
      tickets: container.get(TICKETS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
      idempotency: idempotency(postgresIdempotencyStore(container.get(TOKENS.database).db)),
      checkRateLimit: rateLimitCheckOf(container.get(TOKENS.database), container.get(TOKENS.clock)),
    }),
  // At the site's root: the attachment's link carries no ext_session_id, the sign-in cookie says who asks.
  rootRoutes: (container) =>
    ticketAttachmentRoutes({
      tickets: container.get(TICKETS_TOKENS.useCases),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
      readBlob: (key) => container.get(MEDIA_TOKENS.blobs).get(key),
    }),
};
