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
