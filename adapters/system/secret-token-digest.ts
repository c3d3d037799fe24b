import { createHash } from 'node:crypto';
import type { TokenDigest } from '../../core/shop/auth/token-digest.port.ts';

/**
 * SHA-256 of the token followed by the auth secret, in hex: exactly the digest Auth.js stores for its e-mail
 * sign-in tokens, so links issued by the shop (sign-up confirmation) and by Auth.js verify the same way.
 */
export const secretTokenDigest = (secret: string): TokenDigest => ({
  digest: (token) => createHash('sha256').update(`${token}${secret}`).digest('hex'),
});
