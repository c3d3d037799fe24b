import { documented } from './json-schema.ts';
import * as t from 'io-ts';

/** A form field's text, matching `pattern` (which bounds its length), with `rule` as the error a client sees. */
export const textMatching = (name: string, pattern: RegExp, rule: string) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string' && pattern.test(u),
      (u, c) => (typeof u === 'string' && pattern.test(u) ? t.success(u) : t.failure(u, c, rule)),
      String,
    ),
    { type: 'string', pattern: pattern.source },
  );

/** Free text the core validates (names, streets, codes); the bound only keeps payloads small. */
export const FormText = textMatching('FormText', /^[^\0]{0,500}$/u, 'expected text of at most 500 characters');

/** A form number: 0 to 999999999, so that 0 or 150 reach the core's rule and get a field error. */
export const WholeNumberFromString = documented(
  new t.Type<number, string, unknown>(
    'WholeNumberFromString',
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
    (u, c) =>
      typeof u === 'string' && /^\d{1,9}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'expected a whole number'),
    String,
  ),
  { type: 'string', pattern: '^\\d{1,9}$' },
);

/** An HTML form's checkbox as sent: 'true' or 'false'. */
export const BooleanFromString = documented(
  new t.Type<boolean, string, unknown>(
    'BooleanFromString',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) => (u === 'true' || u === 'false' ? t.success(u === 'true') : t.failure(u, c, "expected 'true' or 'false'")),
    String,
  ),
  { type: 'string', enum: ['true', 'false'] },
);

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The Idempotency-Key header: a UUID or any 8 to 128 letters, digits, '_' and '-'. */
export const IdempotencyKeyCodec = textMatching(
  'IdempotencyKey',
  /^[A-Za-z0-9_-]{8,128}$/,
  'expected 8 to 128 letters, digits, _ or -',
);
