import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying `sha256=<hex HMAC of the raw body>`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const signNotification = (body: string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** Constant-time comparison, so the answer's timing leaks nothing about the expected signature. */
export const isSignatureValid = (body: string, signature: string | undefined, secret: string): boolean => {
  if (signature === undefined) return false;
  const expected = Buffer.from(signNotification(body, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
