import type { AuthLinks } from '../../../core/shop/auth/auth-links.port.ts';
import { AUTH_BASE_PATH } from '../../shop-api-contract/auth.codec.ts';

/** Where a confirmed sign-up lands, signed in. */
const AFTER_CONFIRMATION = '/accounts/home';

/** The auth e-mails' links on `origin` (PUBLIC_URL, or the request's own origin when it is not set). */
export const authLinksFor = (origin: string): AuthLinks => ({
  emailSignIn: (token, email) =>
    `${origin}${AUTH_BASE_PATH}/callback/email?${new URLSearchParams({
      callbackUrl: `${origin}${AFTER_CONFIRMATION}`,
      token,
      email,
    })}`,
  passwordReset: (token) => `${origin}/login/password-reset?${new URLSearchParams({ token })}`,
  signInPage: () => `${origin}/login`,
  passwordResetPage: () => `${origin}/login/password-reset`,
});
