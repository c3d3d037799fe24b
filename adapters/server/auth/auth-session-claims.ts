import type { JWT } from '@auth/core/jwt';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { AuthSession } from '../../../core/shop/auth/auth-session.ts';

/** The session token's own claims beside Auth.js's (`sub` is the customer id). */
export type SessionClaims = { readonly sessionId?: unknown; readonly signedInAt?: unknown };

/** The session a decoded token stands for; null for one without (issued before sessions were kept). */
export const authSessionOf = (token: (JWT & SessionClaims) | null): AuthSession | null =>
  token !== null &&
  typeof token.sub === 'string' &&
  typeof token.sessionId === 'string' &&
  typeof token.signedInAt === 'number'
    ? { sessionId: token.sessionId, customerId: token.sub as CustomerId, signedInAt: token.signedInAt }
    : null;
