import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkAccess, type AccessRefusal } from '../../domain/customers/access-checks.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import {
  onSupportAnswer,
  onSupportReply,
  transitionTicket,
  type TicketStatus,
} from '../../domain/tickets/ticket-status.ts';
import { storeFor } from '../../domain/site/stores.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer } from '../mail/mailer.port.ts';
import type { TicketChangeError } from './customer-tickets.use-cases.ts';
import type { TicketDeps } from './open-ticket.use-case.ts';
import type { TicketPage, TicketRepository } from './ticket-repository.port.ts';
import { changeTicket, reachableTicket } from './ticket-changes.ts';
import { ticketReplyMail } from './ticket-reply-mail.ts';
import { checkReplyText } from '../../domain/tickets/ticket-request.ts';
import type { Ticket } from '../../domain/tickets/ticket.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type SupportReplyDeps = TicketDeps & {
  readonly mailer: Mailer;
  readonly siteUrls: SiteUrls;
  readonly brandNames: BrandNames;
};

/** The reply is kept even when the e-mail could not go out; `customerNotified` tells support to follow up. */
export type SupportReply = { readonly ticket: Ticket; readonly customerNotified: boolean };

export const SUPPORT_QUEUE_PAGE_SIZE = 20;

export type SupportQueue = TicketPage & { readonly page: number; readonly pageSize: number };

/** Tickets waiting for the administrator, longest waiting first. */
export const listSupportQueue =
  (tickets: TicketRepository) =>
  (
    administrator: Customer,
    status: TicketStatus | undefined,
    page: number,
  ): ResultAsync<SupportQueue, AccessRefusal | RepositoryFailure> => {
    const access = checkAccess('administrator', administrator);
    if (access.isErr()) return errAsync(access.error);
    return tickets
      .queue(status, page, SUPPORT_QUEUE_PAGE_SIZE)
      .map((found) => ({ ...found, page, pageSize: SUPPORT_QUEUE_PAGE_SIZE }));
  };

/**
 * Support answers and the shopper gets the answer by e-mail; the ticket is resolved only when support says so, since
 * an answer may ask the shopper something back.
 */
export const replyAsSupport =
  (deps: SupportReplyDeps) =>
  (
    administrator: Customer,
    publicId: string,
    message: string,
    { resolve }: { readonly resolve: boolean },
  ): ResultAsync<SupportReply, TicketChangeError | InvalidFields> => {
    const access = checkAccess('administrator', administrator);
    if (access.isErr()) return errAsync(access.error);
    const body = checkReplyText(message);
    if (body.isErr()) return errAsync(body.error);
    return reachableTicket(deps.tickets)(administrator, publicId, { ownOnly: false })
      .andThen((ticket) =>
        changeTicket(deps)(ticket, resolve ? onSupportReply : onSupportAnswer, { author: 'support', body: body.value }),
      )
      .andThen((ticket) =>
        deps
          .brandNames(ticket.store)
          .andThen((brand) =>
            deps.mailer.send(
              ticketReplyMail(ticket, body.value, deps.siteUrls(ticket.store), storeFor(ticket.store).locale, brand),
            ),
          )
          .map(() => true)
          .orElse(() => okAsync(false))
          .map((customerNotified) => ({ ticket, customerNotified })),
      );
  };

/** Support closes a conversation (RESOLVED) or files it for good (ARCHIVED), whoever's it is. */
export const setTicketStatusAsSupport =
  (deps: TicketDeps) =>
  (
    administrator: Customer,
    publicId: string,
    status: Exclude<TicketStatus, 'PENDING'>,
  ): ResultAsync<Ticket, TicketChangeError> => {
    const access = checkAccess('administrator', administrator);
    if (access.isErr()) return errAsync(access.error);
    return reachableTicket(deps.tickets)(administrator, publicId, { ownOnly: false }).andThen((ticket) =>
      changeTicket(deps)(ticket, (current) => transitionTicket(current, status)),
    );
  };
