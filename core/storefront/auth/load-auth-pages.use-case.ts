import { okAsync, type ResultAsync } from 'neverthrow';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import { safeRedirectTarget, type SafePath } from '../../domain/routing/safe-redirect.ts';

/** The sign-in page: where to go once signed in, when the link named a safe place. */
export type LoginPageData = { readonly redirect: SafePath | null };

/** The password reset page: without a token it asks for the e-mail, with one it asks for the new password. */
export type PasswordResetPageData = { readonly token: string | null };

/** The sign-up page: a form and nothing to load. */
export type SignUpPageData = Readonly<Record<string, never>>;

/** A target of another origin is dropped, so a crafted link cannot send a fresh sign-in elsewhere. */
export const loadLoginPage = (query: Query): ResultAsync<LoginPageData, never> =>
  okAsync({ redirect: safeRedirectTarget(firstQueryValue(query, 'redirect') ?? '').unwrapOr(null) });

/** The sign-up page asks the shop for nothing: the form is all it shows. */
export const loadSignUpPage = (): ResultAsync<SignUpPageData, never> => okAsync({});

/** The password-reset page: the token its link carries, or none to ask for a link. */
export const loadPasswordResetPage = (query: Query): ResultAsync<PasswordResetPageData, never> => {
  const token = firstQueryValue(query, 'token')?.trim();
  return okAsync({ token: token ? token : null });
};
