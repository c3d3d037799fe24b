import * as t from 'io-ts';
import { documented, jsonSchemaOf } from './json-schema.ts';
import { matching, satisfying } from './pattern.codec.ts';
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

/**
 * Where Auth.js goes next: a path on this shop (never `//host`, which a browser reads as another site), or an http(s)
 * URL of a host name; Auth.js itself then keeps only one on the shop's own origin.
 */
const CallbackUrlCodec = matching(
  'CallbackUrl',
  new RegExp(
    String.raw`^(?:/(?:[^/\\\s\p{Cc}][^\s\p{Cc}]*)?|[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:/[^\s\p{Cc}]*)?)$`,
    'u',
  ),
  'expected a path or a URL on this shop',
);

/** The fields the shop reads itself; every other is Auth.js's, a text. */
const AuthFormFields = t.partial({ callbackUrl: CallbackUrlCodec, json: t.literal('true') });

/**
 * An Auth.js form: fields sent once (a repeated field is refused rather than guessed at), `callbackUrl` and `json`
 * as the document states them. Auth.js wants its CSRF token in every one; a form without it is refused before Auth.js
 * runs, a sign-out's with the spec's own text (authjs-request.ts), so it is not a decoding failure here.
 */
export const AuthFormBody = documented(t.intersection([AuthFormFields, t.record(t.string, t.string)]), () => ({
  type: 'object',
  properties: {
    csrfToken: { type: 'string', minLength: 1, description: 'From GET csrf; a form without it is refused (400)' },
    callbackUrl: { ...jsonSchemaOf(CallbackUrlCodec), description: 'Where to go next: a path or a URL on this shop' },
    json: {
      type: 'string',
      enum: ['true'],
      description: 'Answer the next URL as JSON instead of redirecting',
    },
  },
  additionalProperties: { type: 'string' },
  required: ['csrfToken'],
}));

const PROVIDERS = AUTH_PROVIDER_IDS.join('|');

/** A sign-in or callback of a provider the shop does not have: let through, to get the spec's `InvalidProvider`. */
const PROVIDER_PATH = /^(?:signin|callback)\/([^/]{1,100})$/;

const isUnknownProvider = (path: string): boolean => {
  const provider = PROVIDER_PATH.exec(path)?.[1];
  return provider !== undefined && !isAuthProviderId(provider);
};

/**
 * The paths Auth.js answers for one method, as the document names them; any other is refused but a provider the
 * shop does not have, which is InvalidProvider (400) as spec 8 says. A known provider on a path the document does
 * not name for the method (a POST to `callback/email`) is refused before Auth.js sees it.
 */
const authjsPath = (name: string, paths: readonly string[]) => {
  const documentedPaths = new RegExp(`^(?:${paths.join('|')})$`);
  return t.type({
    '*': satisfying(
      name,
      (value) => documentedPaths.test(value) || isUnknownProvider(value),
      `expected ${paths.join(', ')}`,
      { pattern: documentedPaths },
    ),
  });
};

/**
 * The rest of an Auth.js path after the base, by method: its JSON (providers, session, csrf) and pages by GET, a
 * sign-in, a password callback or a sign-out by POST (an e-mail link's callback is a GET). Any other path is
 * refused before Auth.js is asked.
 */
export const AuthjsPathParams = {
  GET: authjsPath('AuthjsGetPath', [
    'providers',
    'session',
    'csrf',
    'signin',
    'signout',
    'error',
    'verify-request',
    `(?:signin|callback)/(?:${PROVIDERS})`,
  ]),
  POST: authjsPath('AuthjsPostPath', ['signout', `signin/(?:${PROVIDERS})`, 'callback/credentials']),
} as const;

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
