import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import { requiredTextProblems } from '../../domain/forms/field-problem.ts';
import { TICKET_LIMITS } from '../../domain/tickets/ticket.ts';
import { ATTACHMENT_FIELD } from '../../domain/tickets/ticket-request.ts';
import { validateEmail } from '../../domain/validation/email.ts';

export type { FieldProblem } from '../../domain/forms/field-problem.ts';

/** What the shopper types into the contact form. */
export type ContactForm = {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  /** A file uploaded first (POST /images/upload) to go with the message: its id. */
  readonly attachmentId?: string | undefined;
};

export type ContactField = 'name' | 'email' | 'subject' | 'message';

/** The field a refused attachment reference is reported under. */
export const CONTACT_ATTACHMENT_FIELD = ATTACHMENT_FIELD;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

const emailProblems = (email: string): readonly FieldProblem[] => {
  const trimmed = email.trim();
  if (trimmed === '') return [{ field: 'email', problem: 'Required' }];
  return validateEmail(trimmed).isErr() ? [{ field: 'email', problem: 'Invalid' }] : [];
};

/** The shop service's own ticket rules, run while typing so the shopper hears of a problem before sending. */
export const contactFormProblems = (form: ContactForm): readonly FieldProblem[] => [
  ...requiredTextProblems('name', form.name, TICKET_LIMITS.name),
  ...emailProblems(form.email),
  ...requiredTextProblems('subject', form.subject, TICKET_LIMITS.subject),
  ...requiredTextProblems('message', form.message, TICKET_LIMITS.message),
];
