import { errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { CartGateway } from '../../../../core/storefront/carts/cart-gateway.port.ts';
import { cartUseCases as cartUseCasesWith } from '../../../../core/storefront/carts/change-cart.use-cases.ts';
import { loadCartPage, pictureKey } from '../../../../core/storefront/carts/load-cart-page.use-case.ts';
import { aShownCart, aShownLine } from '../../../support/shown-cart-mother.ts';
import type { CataloguePicture } from '../../../../core/domain/catalogue/catalogue-picture.ts';
import type { DesignDetail } from '../../../../core/domain/catalogue/design.ts';
import type { ShownCart } from '../../../../core/storefront/carts/shown-cart.ts';

import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';

const cart = aShownCart();
const noDesigns = { design: () => okAsync(null) };
const cartUseCases = (gateway: CartGateway, notices = recordingCartNotices().notices) =>
  cartUseCasesWith(gateway, notices, noDesigns);

/** A gateway that records each call and answers with the cart. */
const recordingGateway = () => {
  const calls: unknown[][] = [];
  const answer =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return okAsync(cart);
    };
  const gateway: CartGateway = {
    viewCart: answer('viewCart'),
    addLine: answer('addLine'),
    changeQuantity: answer('changeQuantity'),
    removeLine: answer('removeLine'),
    applyPromotion: answer('applyPromotion'),
    removePromotion: answer('removePromotion'),
  };
  return { gateway, calls };
};

const picture = (alt: string): CataloguePicture => ({
  sources: [],
  fallback: { src: `/${alt}.jpg`, width: 600, height: 600 },
  alt,
});
/** Article 7 with the given picture, then article 9 with the picture 'first'. */
const detail = (articlePicture: CataloguePicture | null, otherPicture: CataloguePicture | null = picture('first')) =>
  ({
    id: 'design-1',
    articles: [
      { id: 7, picture: articlePicture },
      { id: 9, picture: otherPicture },
    ],
  }) as unknown as DesignDetail;

describe('loadCartPage', () => {
  it("shows the session's cart with the picture of each design on its article", async () => {
    const { gateway } = recordingGateway();
    const asked: string[] = [];
    const catalogue = {
      design: (id: string) => {
        asked.push(id);
        return okAsync(detail(picture('mug')));
      },
    };
    expect((await loadCartPage(gateway, catalogue)())._unsafeUnwrap()).toEqual({
      cart,
      pictures: { 'design-1:7': picture('mug') },
    });
    expect(asked).toEqual(['design-1']);
  });

  it("falls back to the design's first picture (of the first article with one), and leaves out what the catalogue cannot give", async () => {
    const { gateway } = recordingGateway();
    const withLines = (lines: ShownCart['lines']): CartGateway => ({
      ...gateway,
      viewCart: () => okAsync(aShownCart({ lines })),
    });
    const fallback = { design: () => okAsync(detail(null)) };
    expect((await loadCartPage(gateway, fallback)())._unsafeUnwrap().pictures).toEqual({
      'design-1:7': picture('first'),
    });
    const failing = { design: () => errAsync(apiRequestFailed('/designs/design-1')) };
    expect((await loadCartPage(gateway, failing)())._unsafeUnwrap().pictures).toEqual({});
    const unknown = { design: () => okAsync(null) };
    expect((await loadCartPage(gateway, unknown)())._unsafeUnwrap().pictures).toEqual({});
    const noDesign = withLines([aShownLine({ designId: null })]);
    expect((await loadCartPage(noDesign, fallback)())._unsafeUnwrap().pictures).toEqual({});
    const otherArticle = withLines([aShownLine({ articleId: 8 })]);
    expect((await loadCartPage(otherArticle, fallback)())._unsafeUnwrap().pictures).toEqual({
      'design-1:8': picture('first'),
    });
    const bare = { design: () => okAsync(detail(null, null)) };
    expect((await loadCartPage(gateway, bare)())._unsafeUnwrap().pictures).toEqual({});
  });

  it('keys a picture by design and article, a line without design by its article alone', () => {
    expect(pictureKey({ designId: 'd', articleId: 3 })).toBe('d:3');
    expect(pictureKey({ designId: null, articleId: 3 })).toBe(':3');
  });

  it('passes the shop being unavailable on', async () => {
    const { gateway } = recordingGateway();
    const failing: CartGateway = { ...gateway, viewCart: () => errAsync(apiRequestFailed('/cart')) };
    expect((await loadCartPage(failing, { design: () => okAsync(null) })())._unsafeUnwrapErr()).toEqual(
      apiRequestFailed('/cart'),
    );
  });
});

describe('the cart page use cases', () => {
  it('sets a valid quantity through the shop', async () => {
    const { gateway, calls } = recordingGateway();
    expect((await cartUseCases(gateway).changeQuantity('line-1', 5))._unsafeUnwrap()).toEqual(cart);
    expect(calls).toEqual([['changeQuantity', 'line-1', 5]]);
  });

  it.each([0, 100, 1.5])('refuses the quantity %s without calling the shop', async (quantity) => {
    const { gateway, calls } = recordingGateway();
    expect((await cartUseCases(gateway).changeQuantity('line-1', quantity))._unsafeUnwrapErr()).toEqual({
      type: 'CartChangeRejected',
      fields: [{ field: 'quantity', problem: 'InvalidQuantity' }],
    });
    expect(calls).toEqual([]);
  });

  it('removes a line', async () => {
    const { gateway, calls } = recordingGateway();
    await cartUseCases(gateway).removeLine('line-1');
    expect(calls).toEqual([['removeLine', 'line-1']]);
  });

  it("reads the cart alone for the header's count, and with its pictures for the mini-cart", async () => {
    const { gateway, calls } = recordingGateway();
    const useCases = cartUseCases(gateway);
    expect(await useCases.view()).toEqual(ok(cart));
    expect(await useCases.load()).toEqual(ok({ cart, pictures: {} }));
    expect(calls).toEqual([['viewCart'], ['viewCart']]);
  });

  it('applies a typed code without its surrounding spaces', async () => {
    const { gateway, calls } = recordingGateway();
    await cartUseCases(gateway).applyPromotion('  SUMMER10 ');
    expect(calls).toEqual([['applyPromotion', 'SUMMER10']]);
  });

  it('refuses an empty code without calling the shop', async () => {
    const { gateway, calls } = recordingGateway();
    expect((await cartUseCases(gateway).applyPromotion('   '))._unsafeUnwrapErr()).toEqual({
      type: 'CartChangeRejected',
      fields: [{ field: 'code', problem: 'PromotionCodeMissing' }],
    });
    expect(calls).toEqual([]);
  });

  it('removes the promotion code', async () => {
    const { gateway, calls } = recordingGateway();
    await cartUseCases(gateway).removePromotion();
    expect(calls).toEqual([['removePromotion']]);
  });

  it("tells the visitor's other tabs about each change made, and about none refused or failed", async () => {
    const tabs = recordingCartNotices();
    const useCases = cartUseCases(recordingGateway().gateway, tabs.notices);
    await useCases.changeQuantity('line-1', 2);
    await useCases.removeLine('line-1');
    await useCases.applyPromotion('SUMMER10');
    await useCases.removePromotion();
    expect(tabs.announced()).toBe(4);
    await useCases.changeQuantity('line-1', 0);
    await useCases.applyPromotion(' ');
    const failing = { ...recordingGateway().gateway, removeLine: () => errAsync(apiRequestFailed('/cart')) };
    await cartUseCases(failing, tabs.notices).removeLine('line-1');
    expect(tabs.announced()).toBe(4);
  });

  it('reads the cart page again when another tab changed the cart', async () => {
    const tabs = recordingCartNotices();
    const { gateway, calls } = recordingGateway();
    const pages: unknown[] = [];
    cartUseCases(gateway, tabs.notices).followChanges({
      stale: () => pages.push('stale'),
      updated: (page) => pages.push(page),
      failed: () => pages.push('failed'),
    });
    tabs.fromAnotherTab();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([['viewCart']]);
    expect(pages).toEqual(['stale', { cart, pictures: {} }]);
  });
});
