import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { documented, jsonSchemaOf } from '../../../adapters/shop-api-contract/json-schema.ts';
import { WholeNumberFromString } from '../../../adapters/shop-api-contract/form-fields.codec.ts';

describe("a codec's JSON Schema", () => {
  it('names the primitives and literals', () => {
    expect(jsonSchemaOf(t.string)).toEqual({ type: 'string' });
    expect(jsonSchemaOf(t.number)).toEqual({ type: 'number' });
    expect(jsonSchemaOf(t.boolean)).toEqual({ type: 'boolean' });
    expect(jsonSchemaOf(t.literal('CARD'))).toEqual({ type: 'string', enum: ['CARD'] });
    expect(jsonSchemaOf(t.keyof({ PERSON: null, COMPANY: null }))).toEqual({
      type: 'string',
      enum: ['PERSON', 'COMPANY'],
    });
  });

  it('writes a union of literals as one enum, and a union with null as nullable, always beside a type', () => {
    expect(jsonSchemaOf(t.union([t.literal(1), t.literal(2)]))).toEqual({ type: 'number', enum: [1, 2] });
    expect(jsonSchemaOf(t.union([t.string, t.null]))).toEqual({ type: 'string', nullable: true });
    // OpenAPI 3.0 has no null type and `nullable` needs a `type`: null is one more member, null and nothing else.
    const onlyNull = { type: 'string', nullable: true, enum: [null] };
    expect(jsonSchemaOf(t.union([t.string, t.number, t.null]))).toEqual({
      anyOf: [{ type: 'string' }, { type: 'number' }, onlyNull],
    });
    expect(jsonSchemaOf(t.null)).toEqual(onlyNull);
    expect(jsonSchemaOf(t.union([t.literal('a'), t.null]))).toEqual({
      type: 'string',
      enum: ['a', null],
      nullable: true,
    });
  });

  it('requires the fields of t.type and none of t.partial, merged when intersected', () => {
    const Line = t.intersection([
      t.type({ article_id: t.string, note: t.union([t.string, t.undefined]) }),
      t.partial({ design_id: t.string }),
    ]);
    expect(jsonSchemaOf(Line)).toEqual({
      type: 'object',
      properties: { article_id: { type: 'string' }, note: { type: 'string' }, design_id: { type: 'string' } },
      required: ['article_id'],
    });
  });

  it('reads through arrays, records, exact and readonly codecs', () => {
    expect(jsonSchemaOf(t.readonlyArray(t.exact(t.type({ id: t.number }))))).toEqual({
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] },
    });
    expect(jsonSchemaOf(t.record(t.string, t.readonly(t.boolean)))).toEqual({
      type: 'object',
      additionalProperties: { type: 'boolean' },
    });
  });

  it('refuses a refinement or a brand whose rule is not documented: its base type would allow more', () => {
    expect(() => jsonSchemaOf(t.type({ id: t.Int }))).toThrow('The refinement Int must state its rule');
    const positive = t.refinement(t.number, (n) => Number.isInteger(n) && n > 0, 'Positive');
    expect(jsonSchemaOf(documented(positive, { type: 'integer', minimum: 1 }))).toEqual({
      type: 'integer',
      minimum: 1,
    });
  });

  it("takes a hand-made codec's wire form as documented, and refuses one that is not", () => {
    expect(jsonSchemaOf(WholeNumberFromString)).toEqual({ type: 'string', pattern: '^\\d{1,9}$' });
    const hidden = new t.Type<string, string, unknown>('Hidden', t.string.is, t.string.validate, String);
    expect(() => jsonSchemaOf(t.type({ secret: hidden }))).toThrow('The codec Hidden has no JSON Schema');
    expect(jsonSchemaOf(documented(hidden, { type: 'string', format: 'password' }))).toEqual({
      type: 'string',
      format: 'password',
    });
  });
});
