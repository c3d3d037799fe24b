import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inputProblemOf,
  isInheritedName,
  isMultipartWithoutBoundary,
  isReadableCallbackUrl,
} from '../../../adapters/server/input-edge.ts';

const harmlessKey = fc.string().filter((key) => !isInheritedName(key) && !key.includes('\u0000'));
const harmlessText = fc.string().filter((text) => !text.includes('\u0000'));
const harmlessJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 6 },
    harmlessText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value')),
    fc.dictionary(harmlessKey, tie('value')),
  ),
})).value;

const nested = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => [inner], 'x');

describe('the input edge', () => {
  it('accepts every JSON value without NULs or inherited names, nested up to the limit', () => {
    fc.assert(
      fc.property(harmlessJson, (value) => {
        expect(inputProblemOf(value, 'body')).toBeUndefined();
      }),
    );
    expect(inputProblemOf(nested(32), 'body')).toBeUndefined();
  });

  it('refuses nesting past 32 levels, without overflowing the stack at any depth', () => {
    expect(inputProblemOf(nested(33), 'body')).toBe('body: nested deeper than 32 levels');
    expect(inputProblemOf(nested(100_000), 'body')).toBe('body: nested deeper than 32 levels');
  });

  it('refuses a NUL anywhere, in keys or values, naming where it is', () => {
    fc.assert(
      fc.property(harmlessText, harmlessText, (before, after) => {
        expect(inputProblemOf({ a: [`${before}\u0000${after}`] }, 'body')).toBe(
          'body.a[0]: NUL characters are not accepted',
        );
      }),
    );
    expect(inputProblemOf({ 'a\u0000': 1 }, 'query')).toBe('query: NUL characters are not accepted');
  });

  it('refuses keys named after what every object inherits, and values no parser makes', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype']) {
      expect(inputProblemOf(JSON.parse(`{"x":{"${key}":1}}`), 'body')).toBe(
        `body.x: the field name '${key}' is not accepted`,
      );
    }
    expect(inputProblemOf({ f: () => 1 }, 'body')).toBe('body.f: not a value a form or JSON body can carry');
    expect(inputProblemOf({ d: new Date(0) }, 'body')).toBe('body.d: not a value a form or JSON body can carry');
    expect(inputProblemOf(Object.create(null), 'query')).toBeUndefined();
  });

  it('reads a callbackUrl as Auth.js does: an http(s) URL or a path', () => {
    expect(isReadableCallbackUrl('/accounts/profile')).toBe(true);
    expect(isReadableCallbackUrl('https://shop.example/x')).toBe(true);
    expect(isReadableCallbackUrl(undefined)).toBe(true);
    expect(isReadableCallbackUrl('::::')).toBe(false);
    expect(isReadableCallbackUrl('javascript:alert(1)')).toBe(false);
    expect(isReadableCallbackUrl(['/a', 'nope'])).toBe(false);
  });

  it('knows a multipart Content-Type without its boundary', () => {
    expect(isMultipartWithoutBoundary('multipart/form-data')).toBe(true);
    expect(isMultipartWithoutBoundary('multipart/form-data; charset=utf-8')).toBe(true);
    expect(isMultipartWithoutBoundary('multipart/form-data; boundary=----abc')).toBe(false);
    expect(isMultipartWithoutBoundary('multipart/form-data; boundary="a b"')).toBe(false);
    expect(isMultipartWithoutBoundary('application/json')).toBe(false);
    expect(isMultipartWithoutBoundary(undefined)).toBe(false);
  });
});
