import * as t from 'io-ts';
import { CUSTOMER_RESTRICTIONS, type CustomerRestriction } from '../../core/domain/customers/customer.ts';

/** Where Auth.js is mounted (spec 7's auth provider), with the shop's own account endpoints beside it. */
export const AUTH_BASE_PATH = '/api/auth';

export const AUTH_PATHS = {
  signUp: `${AUTH_BASE_PATH}/signup`,
  passwordResetRequest: `${AUTH_BASE_PATH}/password-reset/request`,
  passwordResetConfirm: `${AUTH_BASE_PATH}/password-reset/confirm`,
} as const;

/** The providers Auth.js is configured with; any other id is InvalidProvider. */
export const AUTH_PROVIDER_IDS = ['credentials', 'email'] as const;

export type AuthProviderId = (typeof AUTH_PROVIDER_IDS)[number];

export const isAuthProviderId = (id: string): id is AuthProviderId =>
  (AUTH_PROVIDER_IDS as readonly string[]).includes(id);

/** A form field sent once: a repeated field is refused rather than guessed at. */
export const AuthFormBody = t.record(t.string, t.string);

/** The rest of an Auth.js path after the base: `signin/email`, `callback/credentials`, `session`… */
export const AuthjsPathParams = t.type({ '*': t.string });

/** Field names are camelCase like Auth.js's own (csrfToken, callbackUrl). */
export const SignUpBody = t.intersection([
  t.type({ email: t.string, password: t.string, firstName: t.string, lastName: t.string }),
  t.partial({ locale: t.string }),
]);

export const PasswordResetRequestBody = t.intersection([t.type({ email: t.string }), t.partial({ locale: t.string })]);

export const PasswordResetConfirmBody = t.type({ token: t.string, password: t.string });

/** A sign-up's or a reset request's answer: the same whether or not the address has an account. */
export const MailSentAnswer = t.type({ status: t.literal('MAIL_SENT') });

export const PasswordChangedAnswer = t.type({ status: t.literal('PASSWORD_CHANGED') });

const RestrictionCodec = t.keyof(
  Object.fromEntries(CUSTOMER_RESTRICTIONS.map((r) => [r, null])) as Record<CustomerRestriction, null>,
);

export const SessionCustomerCodec = t.type({
  id: t.string,
  accountType: t.string,
  restrictions: t.readonlyArray(RestrictionCodec),
  invoicingEnabled: t.boolean,
});

/** GET /api/auth/session: null for a visitor, otherwise the signed-in customer as the database has it now. */
export const AuthSessionResponse = t.union([
  t.null,
  t.type({
    user: t.type({ name: t.union([t.string, t.null]), email: t.string }),
    customer: SessionCustomerCodec,
    expires: t.string,
  }),
]);
export type AuthSessionResponse = t.TypeOf<typeof AuthSessionResponse>;
