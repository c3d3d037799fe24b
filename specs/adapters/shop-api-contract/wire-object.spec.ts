import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../../../adapters/shop-api-contract/json-schema.ts';
import { wireNameOf, wireType } from '../../../adapters/shop-api-contract/wire-object.ts';

const Payment = wireType({ orderPublicId: t.string, canRetry: t.boolean, retryMethods: t.readonlyArray(t.string) });

describe('a Shop API object named by its domain fields', () => {
  it('names each field on the wire in snake_case', () => {
    expect(['publicId', 'canRetry', 'pvp', 'articleNamePlural'].map(wireNameOf)).toEqual([
      'public_id',
      'can_retry',
      'pvp',
      'article_name_plural',
    ]);
  });

  it('sends the domain view with the wire names and reads it back unchanged', () => {
    const view = { orderPublicId: 'ES-1', canRetry: true, retryMethods: ['CARD'] };
    const wire = Payment.encode(view);
    expect(wire).toEqual({ order_public_id: 'ES-1', can_retry: true, retry_methods: ['CARD'] });
    expect(Payment.decode(JSON.parse(JSON.stringify(wire)))).toEqual({ _tag: 'Right', right: view });
  });

  it('refuses a body that names the fields as the code does', () => {
    expect(Payment.decode({ orderPublicId: 'ES-1', canRetry: true, retryMethods: [] })._tag).toBe('Left');
  });

  it('encodes nested objects with their own codecs', () => {
    const Retried = wireType({ publicId: t.string, payment: wireType({ method: t.string, canRetry: t.boolean }) });
    expect(Retried.encode({ publicId: 'ES-1', payment: { method: 'CARD', canRetry: false } })).toEqual({
      public_id: 'ES-1',
      payment: { method: 'CARD', can_retry: false },
    });
  });

  it('is documented in the OpenAPI document by its wire names', () => {
    expect(jsonSchemaOf(Payment)).toEqual({
      type: 'object',
      properties: {
        order_public_id: { type: 'string' },
        can_retry: { type: 'boolean' },
        retry_methods: { type: 'array', items: { type: 'string' } },
      },
      required: ['order_public_id', 'can_retry', 'retry_methods'],
    });
  });

  const Summary = wireType({ id: t.string }, 'Summary', { compareAtPrice: t.number, picture: t.string });

  it('leaves an optional field out on the wire when absent, and names it in snake_case when present', () => {
    expect(Summary.encode({ id: 'd1' })).toEqual({ id: 'd1' });
    expect(Summary.encode({ id: 'd1', compareAtPrice: 1295 })).toEqual({ id: 'd1', compare_at_price: 1295 });
    expect(Summary.decode({ id: 'd1', compare_at_price: 1295 })).toEqual({
      _tag: 'Right',
      right: { id: 'd1', compareAtPrice: 1295 },
    });
    expect(Summary.decode({ id: 'd1' })).toEqual({ _tag: 'Right', right: { id: 'd1' } });
  });

  it('refuses an optional field of the wrong type, naming its wire name', () => {
    const decoded = Summary.decode({ id: 'd1', compare_at_price: 'free' });
    expect(decoded._tag).toBe('Left');
    if (decoded._tag === 'Left')
      expect(decoded.left.map((error) => error.context.at(-1)?.key)).toEqual(['compare_at_price']);
  });

  it('documents an optional field as not required', () => {
    expect(jsonSchemaOf(Summary)).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, compare_at_price: { type: 'number' }, picture: { type: 'string' } },
      required: ['id'],
    });
  });

  it('sends an object whose names and values are the same on both sides as it is, as io-ts does for t.type', () => {
    const Tag = wireType({ slug: t.string, name: t.string });
    const tag = { slug: 'animals', name: 'Animales' };
    expect(Tag.encode(tag)).toBe(tag);
    const tags = [tag];
    expect(t.readonlyArray(Tag).encode(tags)).toBe(tags);
  });

  it('reads back only the fields it names', () => {
    expect(Payment.decode({ order_public_id: 'ES-1', can_retry: false, retry_methods: [], extra: 1 })).toEqual({
      _tag: 'Right',
      right: { orderPublicId: 'ES-1', canRetry: false, retryMethods: [] },
    });
  });
});
