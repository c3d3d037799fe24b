import type { CustomerId } from '../../domain/customers/customer.ts';

/** What a signed-in session carries about its own sign-in, so the shop can end it before it expires. */
export type AuthSession = {
  /** Random id given at sign-in; a signed-out session's id is refused until its token would have expired. */
  readonly sessionId: string;
  readonly customerId: CustomerId;
  /** When the customer signed in (epoch ms); a password reset or change ends every session signed in before it. */
  readonly signedInAt: number;
};

/** Session ids are 32 characters of [A-Za-z0-9]: about 190 bits, never guessed. */
export const AUTH_SESSION_ID_LENGTH = 32;
