import { TICKETS_PATHS, TicketCodec } from '../shop-api-contract/tickets.codec.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ContactGateway, ContactOutcome } from '../../core/storefront/help-center/contact-gateway.port.ts';
import type { ShopApiClient } from './shop-api-client.ts';

/** The contact form over `POST /tickets`; the server's 5004 field errors become the form's problems. */
export const httpContactGateway = (shopApi: ShopApiClient): ContactGateway => ({
  openTicket: (form, idempotencyKey) =>
    shopApi
      .call(
        {
          method: 'POST',
          path: TICKETS_PATHS.tickets,
          params: {
            name: form.name,
            email: form.email,
            subject: form.subject,
            message: form.message,
            attachment_id: form.attachmentId,
            contact_type: 'formContact',
          },
          idempotencyKey,
        },
        TicketCodec,
      )
      .mapErr(() => apiRequestFailed(TICKETS_PATHS.tickets))
      .map((answer): ContactOutcome =>
        answer.kind === 'data'
          ? { kind: 'sent', ticketId: answer.data.publicId }
          : { kind: 'invalid', problems: answer.fields.map(({ field }) => ({ field, problem: 'Invalid' as const })) },
      ),
});
