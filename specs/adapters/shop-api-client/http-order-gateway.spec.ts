import { okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { httpOrderGateway } from '../../../adapters/shop-api-client/http-order-gateway.ts';
import type { ShopApiCall, ShopApiClient } from '../../../adapters/shop-api-client/shop-api-client.ts';
import type { ShopApiOutcome } from '../../../adapters/shop-api-contract/shop-api-envelope.ts';

/** A Shop API client that records each call and gives the answer the test chose (already decoded). */
const answering = (answer: () => ResultAsync<ShopApiOutcome<unknown>, never>) => {
  const calls: ShopApiCall[] = [];
  const client: ShopApiClient = {
    call: (call) => {
      calls.push(call);
      return answer() as never;
    },
    // These specs are about writes: a read here is a mistake.
    find: (call) => {
      throw new Error(`unexpected read of ${call.path}`);
    },
  };
  return { client, calls };
};

describe('the HTTP order gateway', () => {
  it('pays again with the chosen method, under its Idempotency-Key, and answers where to go next', async () => {
    const next = { kind: 'redirect', url: '/payments-sandbox/pay/Ref0000000000000000000001' };
    const { client, calls } = answering(() => okAsync({ kind: 'data', data: { next } }));
    const result = await httpOrderGateway(client).retryPayment('ES-7KQ2M9XD', 'PAYPAL', 'key-1');
    expect(result._unsafeUnwrap()).toEqual(next);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/payments/ES-7KQ2M9XD/retry',
        params: { payment_method: 'PAYPAL' },
        idempotencyKey: 'key-1',
      },
    ]);
  });

  it('sends no method to pay again with the declined one', async () => {
    const { client, calls } = answering(() => okAsync({ kind: 'data', data: { next: { kind: 'pending' } } }));
    await httpOrderGateway(client).retryPayment('ES-1', null, 'key-2');
    expect(calls[0]?.params).toEqual({});
  });

  it("returns the shop's 5004 as the form's field errors", async () => {
    const { client } = answering(() =>
      okAsync({
        kind: 'validationFailed',
        message: 'Choose another payment method',
        fields: [{ field: 'payment_method', message: 'PaymentMethodNotOffered' }],
      }),
    );
    expect((await httpOrderGateway(client).retryPayment('ES-1', 'BLIK', 'key-3'))._unsafeUnwrapErr()).toEqual({
      type: 'PaymentRetryRejected',
      fields: [{ field: 'method', problem: 'PaymentMethodNotOffered' }],
    });
  });
});
