import type { Result } from 'neverthrow';
import type { ContactType } from '../help-center/contact-type.ts';
import type { SessionId } from '../session/session-id.ts';
import type { StoreSlug } from '../site/stores.ts';
import { validateEmail } from '../validation/email.ts';
import {
  fieldsChecked,
  requiredTextProblems,
  textLength,
  type FieldProblem,
  type InvalidFields,
} from '../forms/field-problem.ts';
import { TICKET_LIMITS } from './ticket.ts';

/** What the contact form sends, decoded but not yet checked. */
export type TicketRequest = {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly contactType: ContactType;
  readonly orderPublicId?: string | undefined;
  /** The id of a file the shopper uploaded first (POST /images/upload) to go with the message. */
  readonly attachmentId?: string | undefined;
  /** The storefront session the request came from: an attachment must have been sent from it. */
  readonly sessionId?: SessionId | undefined;
  readonly store: StoreSlug;
};

export type CheckedTicketRequest = Omit<TicketRequest, 'orderPublicId' | 'attachmentId'> & {
  readonly orderPublicId: string | null;
  readonly attachmentId: string | null;
};

/** Upload ids are random UUIDs (lower-case, as the server writes them). */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ATTACHMENT_FIELD = 'attachment_id';

const attachmentProblems = (value: string): readonly FieldProblem[] =>
  value === '' || UPLOAD_ID.test(value) ? [] : [{ field: ATTACHMENT_FIELD, problem: 'Invalid' }];

const ORDER_PUBLIC_ID = /^[A-Za-z0-9-]+$/;

const orderPublicIdProblems = (value: string): readonly FieldProblem[] => {
  if (value === '') return [];
  if (textLength(value) > TICKET_LIMITS.orderPublicId) {
    return [{ field: 'order_public_id', problem: 'TooLong', max: TICKET_LIMITS.orderPublicId }];
  }
  return ORDER_PUBLIC_ID.test(value) ? [] : [{ field: 'order_public_id', problem: 'Invalid' }];
};

/** Trimmed texts within their limits, a valid e-mail, and an order number only if one was given. */
export const checkTicketRequest = (request: TicketRequest): Result<CheckedTicketRequest, InvalidFields> => {
  const email = request.email.trim();
  const orderPublicId = request.orderPublicId?.trim() ?? '';
  const attachmentId = request.attachmentId?.trim() ?? '';
  const problems = [
    ...requiredTextProblems('name', request.name, TICKET_LIMITS.name),
    ...(email === ''
      ? [{ field: 'email', problem: 'Required' } as const]
      : validateEmail(email).isErr()
        ? [{ field: 'email', problem: 'Invalid' } as const]
        : []),
    ...requiredTextProblems('subject', request.subject, TICKET_LIMITS.subject),
    ...requiredTextProblems('message', request.message, TICKET_LIMITS.message),
    ...orderPublicIdProblems(orderPublicId),
    ...attachmentProblems(attachmentId),
  ];
  return fieldsChecked(problems, () => ({
    ...request,
    name: request.name.trim(),
    email,
    subject: request.subject.trim(),
    message: request.message.trim(),
    orderPublicId: orderPublicId === '' ? null : orderPublicId,
    attachmentId: attachmentId === '' ? null : attachmentId,
  }));
};

/** A reply's text: required, at most the ticket message limit. */
export const checkReplyText = (message: string): Result<string, InvalidFields> =>
  fieldsChecked(requiredTextProblems('message', message, TICKET_LIMITS.message), () => message.trim());
