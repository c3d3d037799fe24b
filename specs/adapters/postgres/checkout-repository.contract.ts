import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartId } from '../../../core/shop/carts/cart.ts';
import type { CheckoutRepository } from '../../../core/shop/checkout/checkout-repository.port.ts';
import { checkoutAt } from '../../support/checkout-mother.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';

type Opened = { repository: CheckoutRepository; close: () => Promise<void> };

/** What every CheckoutRepository must do, given an open cart `cartId`; run against the fake and every real adapter. */
export const describeCheckoutRepositoryContract = (name: string, open: (cartId: CartId) => Promise<Opened>) =>
  describe(`CheckoutRepository contract: ${name}`, () => {
    const cartId = 'checkout-cart' as CartId;
    let opened: Opened;
    beforeAll(async () => {
      opened = await open(cartId);
    });
    afterAll(() => opened.close());

    it('keeps a checkout per cart, the last one saved', async () => {
      const { repository } = opened;
      expect(await repository.find(cartId)).toEqual(ok(null));
      const first = checkoutAt(2, sequenceIds());
      const later = checkoutAt(4, sequenceIds());
      await repository.save(cartId, first);
      await repository.save(cartId, later);
      expect(await repository.find(cartId)).toEqual(ok(later));
      expect(await repository.find('another-cart' as CartId)).toEqual(ok(null));
    });
  });
