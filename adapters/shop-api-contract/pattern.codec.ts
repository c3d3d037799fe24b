import { documented } from './json-schema.ts';
import * as t from 'io-ts';

/** A string the rule accepts, refused with `expected` as the reason; `pattern`, when given, is the rule for the document. */
export const satisfying = (name: string, rule: (value: string) => boolean, expected: string, pattern?: RegExp) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string' && rule(u),
      (u, c) => (typeof u === 'string' && rule(u) ? t.success(u) : t.failure(u, c, expected)),
      String,
    ),
    { type: 'string', description: expected, ...(pattern ? { pattern: pattern.source } : {}) },
  );

/** A string matching `pattern` (anchor it). */
export const matching = (name: string, pattern: RegExp, expected: string) =>
  satisfying(name, (value) => pattern.test(value), expected, pattern);

/** A string of at most `max` characters: the wire's hard cap, far above what any form field allows. */
export const boundedString = (name: string, max: number) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string' && [...u].length <= max,
      (u, c) =>
        typeof u === 'string' && [...u].length <= max
          ? t.success(u)
          : t.failure(u, c, `expected text of at most ${max} characters`),
      String,
    ),
    { type: 'string', maxLength: max },
  );

/** A field's string form of an integer (optionally signed), decoded to a number; the use case judges its range. */
export const IntFromString = documented(
  new t.Type<number, string, unknown>(
    'IntFromString',
    (u): u is number => Number.isSafeInteger(u),
    (u, c) =>
      typeof u === 'string' && /^-?\d{1,9}$/.test(u)
        ? t.success(Number(u))
        : t.failure(u, c, 'expected a whole number'),
    String,
  ),
  { type: 'string', pattern: '^-?\\d+$' },
);
