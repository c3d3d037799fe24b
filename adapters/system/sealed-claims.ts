import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Claims sealed with AES-256-GCM: the token is base64url of nonce, ciphertext and tag, so it reads as noise (no
 * e-mail or order in any decoding) and the tag authenticates it as the HMAC did. The key is derived from `secret`
 * for `purpose`, which is also the additional data, so a token sealed for one purpose never opens for another.
 */
export const sealedClaims = (secret: string, purpose: string, maxLength: number) => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'estampa-sealed-claims', purpose, 32));
  const context = Buffer.from(purpose);
  return {
    seal: (claims: unknown): string => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    /** The claims, or undefined for anything this key did not seal (forged, changed, another purpose, junk). */
    open: (token: string): unknown => {
      if (token.length > maxLength || !/^[\w-]+$/.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      // Only the canonical spelling counts, so a token has exactly one valid form.
      if (bytes.toString('base64url') !== token || bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(context);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const text = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(text.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
  };
};
