import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { ContactGateway, ContactOutcome } from '../../core/storefront/help-center/contact-gateway.port.ts';
import type { ShopTickets } from '../../core/shop/tickets/shop-tickets.ts';
import { TICKETS_PATHS } from '../shop-api-contract/tickets.codec.ts';

/** The contact form as a guest's ticket, opened in-process; field problems come back as the form's. */
export const inProcessContactGateway = (
  tickets: Pick<ShopTickets, 'openTicket'>,
  store: StoreSlug,
  sessionId: SessionId,
): ContactGateway => ({
  openTicket: (form) =>
    tickets
      .openTicket(null, { ...form, contactType: 'formContact', store, sessionId })
      .map((ticket): ContactOutcome => ({ kind: 'sent', ticketId: ticket.publicId }))
      .orElse((error) =>
        error.type === 'InvalidFields'
          ? okAsync<ContactOutcome, never>({ kind: 'invalid', problems: error.problems })
          : errAsync(apiRequestFailed(TICKETS_PATHS.tickets)),
      ),
});
