import { err, ok, type Result } from 'neverthrow';

/** A path on this shop's own origin, safe to send a browser to after sign-in. */
export type SafePath = string & { readonly __brand: 'SafePath' };

export type UnsafeRedirectTarget = { readonly type: 'UnsafeRedirectTarget'; readonly target: string };

export const unsafeRedirectTarget = (target: string): UnsafeRedirectTarget => ({
  type: 'UnsafeRedirectTarget',
  target,
});

/**
 * Accepts only a same-origin path: one leading '/', not '//' or '/\' (both mean another host to
 * a browser), and no control characters (browsers drop tabs and newlines, turning '/\t/x' into '//x').
 */
const hasControlCharacter = (input: string) =>
  [...input].some((char) => char.charCodeAt(0) <= 0x1f || char.charCodeAt(0) === 0x7f);

export const safeRedirectTarget = (input: string): Result<SafePath, UnsafeRedirectTarget> => {
  const second = input.charAt(1);
  const safe = input.startsWith('/') && second !== '/' && second !== '\\' && !hasControlCharacter(input);
  return safe ? ok(input as SafePath) : err(unsafeRedirectTarget(input));
};
