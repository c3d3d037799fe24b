import type { TFunction } from 'i18next';
import type { AuthFailure } from '../../../core/storefront/auth/auth-client.port.ts';
import type { SignInRefused } from '../../../core/storefront/auth/sign-in.use-cases.ts';

/** One mapping from a sign-in failure to its translated text: Auth.js's refusal codes, then section 8's situations. */
export const authErrorText = (t: TFunction, error: AuthFailure | SignInRefused): string =>
  error.type === 'SignInRefused'
    ? t(`login:refused.${error.code}`, { defaultValue: t('login:refused.default') })
    : t(`general:authError.${error.type}`);
