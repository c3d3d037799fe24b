import { requiredTextProblems, type FieldProblem } from '../../domain/forms/field-problem.ts';
import { validatePersonName } from '../../domain/checkout/person-name.ts';
import { parseEmail } from '../../domain/validation/email-address.ts';
import { checkNewPassword } from '../../domain/customers/password-policy.ts';
import { TICKET_LIMITS } from '../../domain/tickets/ticket.ts';
import { problemOf } from '../../domain/forms/field-problem.ts';
import { birthDateProblems, customerTypeProblems } from '../../domain/customers/profile-fields.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { NewTicketForm } from './self-service-gateway.port.ts';
import type { ProfileInput } from '../../domain/customers/profile-fields.ts';

const ORDER_NUMBER = /^[A-Za-z0-9-]*$/;

/** The shop service's ticket rules, run while typing. */
export const newTicketProblems = (form: NewTicketForm): readonly FieldProblem[] => [
  ...requiredTextProblems('subject', form.subject, TICKET_LIMITS.subject),
  ...requiredTextProblems('message', form.message, TICKET_LIMITS.message),
  ...(form.orderPublicId.trim().length > TICKET_LIMITS.orderPublicId
    ? [{ field: 'orderPublicId', problem: 'TooLong', max: TICKET_LIMITS.orderPublicId }]
    : ORDER_NUMBER.test(form.orderPublicId.trim())
      ? []
      : [{ field: 'orderPublicId', problem: 'Invalid' }]),
];

export const replyProblems = (message: string): readonly FieldProblem[] =>
  requiredTextProblems('message', message, TICKET_LIMITS.message);

/**
 * Names, a company's name and the birth date as the shop checks them; the phone and the VAT id are checked by
 * the shop, which knows the store's country.
 */
export const profileProblems = (form: ProfileInput, clock: Clock): readonly FieldProblem[] => [
  ...(['firstName', 'lastName'] as const).flatMap((field) => {
    const name = validatePersonName(form[field]);
    return name.isErr() ? [problemOf(field, name.error)] : [];
  }),
  ...customerTypeProblems(form),
  ...birthDateProblems(form.birthDate, clock),
];

/** Length only, as the browser knows it; the common-password list stays on the server. */
export const passwordChangeProblems = (currentPassword: string, newPassword: string): readonly FieldProblem[] => [
  ...(currentPassword === '' ? [{ field: 'currentPassword', problem: 'Required' }] : []),
  ...checkNewPassword('newPassword', newPassword).match(
    () => [],
    (problem) => [problem],
  ),
];

export const deletionProblems = (password: string): readonly FieldProblem[] =>
  password === '' ? [{ field: 'password', problem: 'Required' }] : [];

/** The new address as the shop reads it, and a password given. */
export const emailChangeProblems = (newEmail: string, password: string): readonly FieldProblem[] => [
  ...(newEmail.trim() === ''
    ? [{ field: 'newEmail', problem: 'Required' }]
    : parseEmail(newEmail).isErr()
      ? [{ field: 'newEmail', problem: 'Invalid' }]
      : []),
  ...(password === '' ? [{ field: 'password', problem: 'Required' }] : []),
];
