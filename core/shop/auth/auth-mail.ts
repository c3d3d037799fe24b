import type { MailMessage } from '../mail/mailer.port.ts';

/** The texts of the auth e-mails; each carries its one link, kept by the outbox and the log line too. */
export const AUTH_MAIL = {
  confirmSignUp: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your e-mail address',
    text: `Welcome! Open this link to confirm your e-mail address and sign in:\n\n${link}\n\nThe link works once, for 24 hours. If you did not create an account, ignore this e-mail.`,
    link,
  }),
  alreadyRegistered: (to: string, signInPage: string, resetPage: string): MailMessage => ({
    to,
    subject: 'You already have an account',
    text: `Someone (hopefully you) tried to create an account with this e-mail address, but you already have one.\n\nSign in: ${signInPage}\nForgot your password? ${resetPage}\n\nIf it was not you, ignore this e-mail: nothing changed.`,
    link: signInPage,
  }),
  signInLink: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Your sign-in link',
    text: `Open this link to sign in:\n\n${link}\n\nThe link works once, for 30 minutes. If you did not ask for it, ignore this e-mail.`,
    link,
  }),
  passwordReset: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Choose a new password',
    text: `Open this link to choose a new password:\n\n${link}\n\nThe link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    link,
  }),
  noAccount: (to: string, signInPage: string): MailMessage => ({
    to,
    subject: 'Password reset requested',
    text: `Someone (hopefully you) asked to reset the password of an account with this e-mail address, but there is no such account.\n\nCreate one or sign in with an e-mail link: ${signInPage}\n\nIf it was not you, ignore this e-mail.`,
    link: signInPage,
  }),
} as const;
