import * as t from 'io-ts';
import { documented } from '../shop-api-contract/json-schema.ts';

const boundedText = (name: string, max: number) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string',
      (u, c) =>
        typeof u === 'string' && u.length > 0 && u.length <= max
          ? t.success(u)
          : t.failure(u, c, `expected 1 to ${max} characters`),
      String,
    ),
    { type: 'string', minLength: 1, maxLength: max },
  );

/** The JSON body the sandbox provider posts to the shop's webhook. */
export const SandboxNotification = t.type({
  event_id: boundedText('EventId', 100),
  type: t.literal('payment.result'),
  payment_id: boundedText('PaymentId', 100),
  provider_reference: boundedText('ProviderReference', 100),
  order_public_id: boundedText('OrderPublicId', 100),
  result: t.keyof({ PAID: null, CANCELED: null }),
  amount_minor: t.number,
  currency: boundedText('Currency', 3),
  created_at: boundedText('CreatedAt', 40),
});

export type SandboxNotification = t.TypeOf<typeof SandboxNotification>;
