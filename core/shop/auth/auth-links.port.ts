/** The links auth e-mails carry, absolute on the shop's public origin. */
export interface AuthLinks {
  /** Signs the holder in as `email` (and proves the address) when followed. */
  emailSignIn(token: string, email: string): string;
  /** The storefront page where a new password is chosen with this token. */
  passwordReset(token: string): string;
  /** The storefront sign-in page, where accounts are also created. */
  signInPage(): string;
  /** The storefront page where a reset link is asked for. */
  passwordResetPage(): string;
}
