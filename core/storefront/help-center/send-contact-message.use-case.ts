import { okAsync, type ResultAsync } from 'neverthrow';
import { contactFormProblems, type ContactForm } from './contact-form.ts';
import type { ContactGateway, ContactOutcome } from './contact-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Sends the contact form as a ticket; a form that breaks the rules is answered here, without a request. */
export const sendContactMessage =
  (contact: ContactGateway) =>
  (form: ContactForm, idempotencyKey: string): ResultAsync<ContactOutcome, ShopUnavailable> => {
    const problems = contactFormProblems(form);
    if (problems.length > 0) return okAsync({ kind: 'invalid', problems });
    return contact.openTicket(form, idempotencyKey);
  };
