import { err, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { followCartChanges, type CartFollower } from '../../../../core/storefront/carts/follow-cart.use-case.ts';
import type { CartPageData } from '../../../../core/storefront/carts/load-cart-page.use-case.ts';
import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';
import { aShownCart } from '../../../support/shown-cart-mother.ts';
import type { ShopUnavailable } from '../../../../core/storefront/shop-unavailable.ts';

const pageWith = (itemCount: number): CartPageData => ({ cart: aShownCart({ itemCount }), pictures: {} });

/** What a follower heard, in order. */
const listening = () => {
  const heard: unknown[] = [];
  const follower: CartFollower = {
    stale: () => heard.push('stale'),
    updated: (page) => heard.push(page.cart.itemCount),
    failed: () => heard.push('failed'),
  };
  return { heard, follower };
};

/** Loads whose answers the test releases one by one, in any order. */
const controlledLoads = () => {
  const pending: ((result: 'ok' | 'fail', itemCount?: number) => void)[] = [];
  const load = () =>
    new ResultAsync(
      new Promise<Result<CartPageData, ShopUnavailable>>((resolve) =>
        pending.push((result, itemCount = 0) =>
          resolve(result === 'ok' ? ok(pageWith(itemCount)) : err(apiRequestFailed('/cart'))),
        ),
      ),
    );
  return { load, pending };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followCartChanges', () => {
  it('says the cart is stale at once, then hands over the cart read again', async () => {
    const tabs = recordingCartNotices();
    const { heard, follower } = listening();
    followCartChanges(() => okAsync(pageWith(3)), tabs.notices)(follower);
    tabs.fromAnotherTab();
    expect(heard).toEqual(['stale']);
    await settle();
    expect(heard).toEqual(['stale', 3]);
  });

  it('passes on only the answer to the latest notice, whatever order the answers come in', async () => {
    const tabs = recordingCartNotices();
    const { heard, follower } = listening();
    const { load, pending } = controlledLoads();
    followCartChanges(load, tabs.notices)(follower);
    tabs.fromAnotherTab();
    tabs.fromAnotherTab();
    pending[1]?.('ok', 5);
    await settle();
    pending[0]?.('ok', 4);
    await settle();
    expect(heard).toEqual(['stale', 'stale', 5]);
  });

  it('says when the cart could not be read again, for the latest notice only', async () => {
    const tabs = recordingCartNotices();
    const { heard, follower } = listening();
    const { load, pending } = controlledLoads();
    followCartChanges(load, tabs.notices)(follower);
    tabs.fromAnotherTab();
    tabs.fromAnotherTab();
    pending[0]?.('fail');
    pending[1]?.('fail');
    await settle();
    expect(heard).toEqual(['stale', 'stale', 'failed']);
  });

  it('stops listening, and drops an answer still on its way, once unsubscribed', async () => {
    const tabs = recordingCartNotices();
    const { heard, follower } = listening();
    const { load, pending } = controlledLoads();
    const stop = followCartChanges(load, tabs.notices)(follower);
    tabs.fromAnotherTab();
    tabs.fromAnotherTab();
    stop();
    expect(tabs.listening()).toBe(0);
    pending[0]?.('ok', 1);
    pending[1]?.('fail');
    await settle();
    tabs.fromAnotherTab();
    expect(heard).toEqual(['stale', 'stale']);
  });
});
