import type { ResultAsync } from 'neverthrow';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import { AUTH_MAIL } from './auth-mail.ts';

/** Mails an e-mail sign-in link (the link and its token come from Auth.js's e-mail provider). */
export const sendSignInLink =
  (deps: { readonly mailer: Mailer }) =>
  (email: string, link: string): ResultAsync<void, MailNotSent> =>
    deps.mailer.send(AUTH_MAIL.signInLink(email, link));
