import { useState } from 'react';
import {
  CONTACT_ATTACHMENT_FIELD,
  CONTACT_FIELDS,
  contactFormProblems,
  type ContactField,
  type ContactForm,
  type FieldProblem,
} from '../../../core/storefront/help-center/contact-form.ts';
import { useUseCases } from '../../app/use-cases.tsx';

export type ContactState =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly ticketId: string }
  | { readonly kind: 'failed' };

const EMPTY: ContactForm = { name: '', email: '', subject: '', message: '' };

const byField = (problems: readonly FieldProblem[]): Partial<Record<string, FieldProblem>> =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem]));

/** The contact form's view state: the core's rules while typing once a field was left, the server's on send. */
export const useContactForm = () => {
  const { sendContactMessage } = useUseCases();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [serverProblems, setServerProblems] = useState<readonly FieldProblem[]>([]);
  const [state, setState] = useState<ContactState>({ kind: 'editing' });

  const local = byField(contactFormProblems(form));
  const server = byField(serverProblems);
  const problemOf = (field: ContactField) => (touched.has(field) ? (local[field] ?? server[field]) : server[field]);

  const change = (field: ContactField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerProblems((current) => current.filter((problem) => problem.field !== field));
  };
  const leave = (field: ContactField) => setTouched((current) => new Set(current).add(field));

  /** `attachmentId`: the reference of a file uploaded first, sent with the message. */
  const submit = async (attachmentId?: string) => {
    if (state.kind === 'sending') return;
    setTouched(new Set(CONTACT_FIELDS));
    setState({ kind: 'sending' });
    const outcome = await sendContactMessage({ ...form, attachmentId });
    outcome.match(
      (answer) => {
        if (answer.kind === 'sent') return setState({ kind: 'sent', ticketId: answer.ticketId });
        setServerProblems(answer.problems);
        return setState({ kind: 'editing' });
      },
      () => setState({ kind: 'failed' }),
    );
  };

  /** The server refused the attachment's reference (e.g. the upload is not this visitor's). */
  const attachmentRefused = server[CONTACT_ATTACHMENT_FIELD] !== undefined;
  const clearAttachmentProblem = () =>
    setServerProblems((current) => current.filter((problem) => problem.field !== CONTACT_ATTACHMENT_FIELD));

  return { form, state, problemOf, change, leave, submit, attachmentRefused, clearAttachmentProblem };
};
