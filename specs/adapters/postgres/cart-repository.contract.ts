import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quantity } from '../../../core/domain/pricing/quantity.ts';
import { mergeCarts } from '../../../core/shop/carts/cart-lines.ts';
import type { CartRepository } from '../../../core/shop/carts/cart-repository.port.ts';
import type { CartId, CartLineId } from '../../../core/shop/carts/cart.ts';
import { aCustomer, aGuest, code } from '../../support/carts-mother.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';

type Opened = { repository: CartRepository; close: () => Promise<void> };

export const create = (id: string) => ({ store: 'WPX-ES' as const, newCartId: id as CartId });
export const line = (id: string, articleId: number, quantity: number) => ({
  id: id as CartLineId,
  articleId,
  designId: null,
  customisation: null,
  quantity: quantity as Quantity,
});

/** What every CartRepository must do (the articles 9001 and 9002 exist); run against the fake and every real adapter. */
export const describeCartRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`CartRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('writes nothing when the change fails, and keeps what the change says', async () => {
      const { repository } = opened;
      const owner = aGuest('FailingGuest00000001');
      expect(await repository.updateOpen(owner, create('cart-fail'), () => err({ type: 'Nope' }))).toEqual(
        err({ type: 'Nope' }),
      );
      expect(await repository.findOpen(owner)).toEqual(ok(null));
      const kept = await repository.updateOpen(owner, create('cart-ok'), (cart) =>
        ok({ ...cart, promotionCode: code('SPEC-TEN'), lines: [line('a', 9001, 2), line('b', 9002, 1)] }),
      );
      const changed = await repository.updateOpen(owner, create('unused'), (cart) =>
        ok({ ...cart, lines: [{ ...line('b', 9002, 5), customisation: { text: 'x' } }, line('c', 9001, 1)] }),
      );
      expect(changed._unsafeUnwrap().id).toBe(kept._unsafeUnwrap().id);
      expect((await repository.findOpen(owner))._unsafeUnwrap()).toEqual({
        id: 'cart-ok',
        store: 'WPX-ES',
        promotionCode: 'SPEC-TEN',
        lines: [{ ...line('b', 9002, 5), customisation: { text: 'x' } }, line('c', 9001, 1)],
      });
    });

    it("tells a customer's cart from the session's guest cart, and closes an ordered cart", async () => {
      const { repository } = opened;
      const guest = aGuest('SharedSession0000001');
      const customer = aCustomer('customer-repo-1', guest.sessionId);
      await repository.updateOpen(guest, create('guest-cart'), (cart) => ok({ ...cart, lines: [line('g', 9001, 1)] }));
      await repository.updateOpen(customer, create('customer-cart'), (cart) =>
        ok({ ...cart, lines: [line('c1', 9002, 1)] }),
      );
      expect((await repository.findOpen(guest))._unsafeUnwrap()?.id).toBe('guest-cart');
      expect((await repository.lockOpen(customer))._unsafeUnwrap()?.id).toBe('customer-cart');
      await repository.markOrdered('guest-cart' as CartId);
      expect(await repository.findOpen(guest)).toEqual(ok(null));
    });

    it('merges a guest cart into the customer cart, or hands it over', async () => {
      const { repository } = opened;
      const ids = sequenceIds();
      const merge = (into: Parameters<typeof mergeCarts>[0], guest: Parameters<typeof mergeCarts>[1]) =>
        mergeCarts(into, guest, () => `merged-${ids.uuid()}` as CartLineId);
      const guest = aGuest('MergeSession00000001');
      const customer = aCustomer('customer-merge-1', 'MergeElsewhere000001');
      await repository.updateOpen(customer, create('merge-own'), (cart) =>
        ok({ ...cart, lines: [line('o1', 9001, 1)] }),
      );
      await repository.updateOpen(guest, create('merge-guest'), (cart) =>
        ok({ ...cart, lines: [line('m1', 9001, 2), line('m2', 9002, 1)] }),
      );
      const merged = (
        await repository.mergeGuestCart(guest.sessionId, customer.customerId as never, merge)
      )._unsafeUnwrap();
      expect(merged?.lines.map((l) => [l.articleId, l.quantity])).toEqual([
        [9001, 3],
        [9002, 1],
      ]);
      expect(await repository.findOpen(guest)).toEqual(ok(null));
      expect(
        (await repository.mergeGuestCart(guest.sessionId, customer.customerId as never, merge))._unsafeUnwrap()?.id,
      ).toBe('merge-own');

      const newcomer = aGuest('HandOverSession00001');
      await repository.updateOpen(newcomer, create('hand-over'), (cart) =>
        ok({ ...cart, lines: [line('h1', 9001, 1)] }),
      );
      const handed = (
        await repository.mergeGuestCart(newcomer.sessionId, 'customer-new' as never, merge)
      )._unsafeUnwrap();
      expect(handed?.id).toBe('hand-over');
      expect((await repository.findOpen(aCustomer('customer-new', 'AnyDevice00000000001')))._unsafeUnwrap()?.id).toBe(
        'hand-over',
      );
      expect(await repository.mergeGuestCart('NobodySession0000001' as never, 'customer-none' as never, merge)).toEqual(
        ok(null),
      );
    });
  });
