import { documented } from './json-schema.ts';
import * as t from 'io-ts';

/** A query-string number: decimal digits only, 1 or more, within safe integers. */
export const PositiveIntFromString = documented(
  new t.Type<number, string, unknown>(
    'PositiveIntFromString',
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
    (u, c) => {
      if (typeof u !== 'string' || !/^[1-9]\d{0,8}$/.test(u)) return t.failure(u, c, 'expected a positive integer');
      return t.success(Number(u));
    },
    String,
  ),
  { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
);

/** The pattern of the decimal numbers 1 to `max`, written digit by digit (1 to 48: `[1-9]|[1-3]\d|4[0-8]`). */
export const upToPattern = (max: number): RegExp => {
  const digits = String(max);
  const anyDigits = (count: number) => (count === 0 ? '' : count === 1 ? '\\d' : `\\d{${count}}`);
  const shorter = digits.length > 1 ? [`[1-9]${digits.length > 2 ? `\\d{0,${digits.length - 2}}` : ''}`] : [];
  const sameLength = [...digits].flatMap((digit, at) => {
    const lowest = at === 0 ? 1 : 0;
    const rest = digits.length - at - 1;
    const below = Number(digit) - 1;
    if (below < lowest) return [];
    const range = below === lowest ? String(lowest) : `[${lowest}-${below}]`;
    return [`${digits.slice(0, at)}${range}${anyDigits(rest)}`];
  });
  return new RegExp(`^(?:${[...shorter, ...sameLength, digits].join('|')})$`);
};

/** A query-string number from 1 to `max` (a page size): the document states the same bound the decoder keeps. */
export const positiveIntUpTo = (name: string, max: number) => {
  const pattern = upToPattern(max);
  return documented(
    new t.Type<number, string, unknown>(
      name,
      (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0 && u <= max,
      (u, c) =>
        typeof u === 'string' && pattern.test(u) ? t.success(Number(u)) : t.failure(u, c, `expected 1 to ${max}`),
      String,
    ),
    { type: 'string', description: `1 to ${max}`, pattern: pattern.source },
  );
};
