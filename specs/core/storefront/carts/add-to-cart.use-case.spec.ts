import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { addToCart } from '../../../../core/storefront/carts/add-to-cart.use-case.ts';
import type { CartGateway, CartLineRequest } from '../../../../core/storefront/carts/cart-gateway.port.ts';
import type { ShownCart } from '../../../../core/storefront/carts/shown-cart.ts';
import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';

const cart = { itemCount: 2 } as ShownCart;

const recordingGateway = (answer: CartGateway['addLine']) => {
  const calls: { line: CartLineRequest; key: string }[] = [];
  const gateway = {
    addLine: (line: CartLineRequest, key: string) => {
      calls.push({ line, key });
      return answer(line, key);
    },
  } as CartGateway;
  return { gateway, calls };
};

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('addToCart', () => {
  it('adds the line with a fresh idempotency key per call', async () => {
    const { gateway, calls } = recordingGateway(() => okAsync(cart));
    const add = addToCart(gateway, keys(), recordingCartNotices().notices);
    expect((await add({ articleId: 3, designId: 'd1', quantity: 2 }))._unsafeUnwrap()).toBe(cart);
    await add({ articleId: 3, designId: 'd1', quantity: 1 });
    expect(calls).toEqual([
      { line: { articleId: 3, designId: 'd1', quantity: 2 }, key: 'key-1' },
      { line: { articleId: 3, designId: 'd1', quantity: 1 }, key: 'key-2' },
    ]);
  });

  it('refuses a quantity the core does not accept without calling the shop', async () => {
    const { gateway, calls } = recordingGateway(() => okAsync(cart));
    const added = await addToCart(
      gateway,
      keys(),
      recordingCartNotices().notices,
    )({ articleId: 3, designId: null, quantity: 0 });
    expect(added._unsafeUnwrapErr()).toEqual({
      type: 'CartChangeRejected',
      fields: [{ field: 'quantity', problem: 'InvalidQuantity' }],
    });
    expect(calls).toEqual([]);
  });

  it('passes the shop being unavailable on', async () => {
    const { gateway } = recordingGateway(() => errAsync(apiRequestFailed('/cart/lines')));
    const added = await addToCart(
      gateway,
      keys(),
      recordingCartNotices().notices,
    )({ articleId: 3, designId: null, quantity: 1 });
    expect(added._unsafeUnwrapErr()).toEqual(apiRequestFailed('/cart/lines'));
  });

  it("tells the visitor's other tabs once the line is added, and not when it is refused", async () => {
    const tabs = recordingCartNotices();
    const { gateway } = recordingGateway(() => okAsync(cart));
    await addToCart(gateway, keys(), tabs.notices)({ articleId: 3, designId: 'd1', quantity: 1 });
    await addToCart(gateway, keys(), tabs.notices)({ articleId: 3, designId: 'd1', quantity: 0 });
    expect(tabs.announced()).toBe(1);
  });
});
