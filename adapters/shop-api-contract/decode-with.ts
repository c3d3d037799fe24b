import type * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';

export type DecodeFailure = { readonly type: 'DecodeFailure'; readonly errors: readonly string[] };

/** "page: expected a positive integer, got "x"" — the path a client can act on, not io-ts's type dump. */
const describe = (error: t.ValidationError): string => {
  const path = error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .join('.');
  const got = error.value === undefined ? 'nothing' : JSON.stringify(error.value);
  const expected = error.message ?? `a valid ${error.context.at(-1)?.type.name ?? 'value'}`;
  return `${path || 'value'}: expected ${expected.replace(/^expected /, '')}, got ${got}`;
};

/** The one place where io-ts's Either becomes a neverthrow Result. */
export const decodeWith =
  <A, O, I>(codec: t.Type<A, O, I>) =>
  (input: I): Result<A, DecodeFailure> => {
    const decoded = codec.decode(input);
    // Read by its tag: importing fp-ts's Either would pull its CommonJS build into the browser bundle.
    return decoded._tag === 'Left'
      ? err({ type: 'DecodeFailure', errors: decoded.left.map(describe) })
      : ok(decoded.right);
  };
