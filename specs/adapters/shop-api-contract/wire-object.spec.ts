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
});
