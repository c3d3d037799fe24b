import { documented, type JsonSchema } from './json-schema.ts';
import * as t from 'io-ts';

/**
 * What a text rule enforces, as the document states it: a rule no pattern can say (a URL, an IP address) names
 * its format or its members instead, so a client reading the document sends what the rule accepts.
 */
export type TextFacet = {
  readonly pattern?: RegExp;
  readonly maxLength?: number;
  readonly format?: string;
  readonly anyOf?: readonly JsonSchema[];
};

const schemaOf = (expected: string, { pattern, ...facet }: TextFacet): JsonSchema => ({
  type: 'string',
  description: expected,
  ...(pattern ? { pattern: pattern.source } : {}),
  ...facet,
});

/**
 * A string the rule accepts, refused with `expected` as the reason; `facet` is the same rule for the document, so
 * one declaration feeds the decoder and the document. `A` brands what the rule proves.
 */
export const satisfying = <A extends string = string>(
  name: string,
  rule: (value: string) => boolean,
  expected: string,
  facet: TextFacet,
) =>
  documented(
    new t.Type<A, string, unknown>(
      name,
      (u): u is A => typeof u === 'string' && rule(u),
      (u, c) => (typeof u === 'string' && rule(u) ? t.success(u as A) : t.failure(u, c, expected)),
      String,
    ),
    schemaOf(expected, facet),
  );

/** A string matching `pattern` (anchor it), of at most `maxLength` characters when given. */
export const matching = <A extends string = string>(
  name: string,
  pattern: RegExp,
  expected: string,
  maxLength?: number,
) =>
  satisfying<A>(
    name,
    (value) => pattern.test(value) && (maxLength === undefined || [...value].length <= maxLength),
    expected,
    maxLength === undefined ? { pattern } : { pattern, maxLength },
  );

/** A string of at most `max` characters: the wire's hard cap, far above what any form field allows. */
export const boundedString = (name: string, max: number) =>
  satisfying(name, (value) => [...value].length <= max, `expected text of at most ${max} characters`, {
    maxLength: max,
  });

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
  { type: 'string', pattern: '^-?\\d{1,9}$' },
);
