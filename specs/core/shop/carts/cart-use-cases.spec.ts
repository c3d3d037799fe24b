import { err, errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Quantity } from '../../../../core/domain/pricing/quantity.ts';
import { addLine } from '../../../../core/shop/carts/add-line-to-cart.use-case.ts';
import { applyPromotion, removePromotion } from '../../../../core/shop/carts/cart-promotion.use-case.ts';
import { changeQuantity, removeLine } from '../../../../core/shop/carts/change-cart-line.use-case.ts';
import { mergeGuestCart } from '../../../../core/shop/carts/merge-guest-cart.use-case.ts';
import { viewCart } from '../../../../core/shop/carts/view-cart.use-case.ts';
import {
  aCart,
  aCustomer,
  aGuest,
  aLine,
  code,
  euros,
  FOX,
  lineId,
  MUG,
  OWL_MUGS_ONLY,
  POSTER,
} from '../../../support/carts-mother.ts';
import { brokenCarts, DOWN } from '../../../support/in-memory-carts.ts';
import { promotion } from '../../../support/pricing-builders.ts';
import { savedSiteConfig } from '../../../support/saved-site-config.ts';
import { cartWorld } from './cart-deps.ts';

const guest = aGuest();
const keptCart = (lines = [aLine({ quantity: 2 as Quantity })], promotionCode: string | null = null) => ({
  cart: aCart({ lines, promotionCode: promotionCode === null ? null : code(promotionCode) }),
  sessionId: guest.sessionId,
  customerId: null,
  status: 'open' as const,
});

describe('viewCart', () => {
  it('shows an empty cart when the owner has none, and prices the open one with shipping', async () => {
    expect((await viewCart(cartWorld().deps)(guest))._unsafeUnwrap()).toMatchObject({ id: null, lines: [] });
    const view = (await viewCart(cartWorld({ carts: [keptCart()], shipping: 495 }).deps)(guest))._unsafeUnwrap();
    expect(view).toMatchObject({ id: 'cart-1', subtotal: euros(2590), shipping: euros(495), total: euros(3085) });
  });

  it('follows the saved config at the next view: whole units once decimals are off, the total their sum', async () => {
    const config = savedSiteConfig('WPX-ES');
    const { deps } = cartWorld({ carts: [keptCart()], shipping: 495, siteConfig: config });
    expect((await viewCart(deps)(guest))._unsafeUnwrap()).toMatchObject({
      total: euros(3085),
      pricesWithDecimals: true,
    });
    config.save({ pricesWithDecimals: false });
    const view = (await viewCart(deps)(guest))._unsafeUnwrap();
    expect(view).toMatchObject({ subtotal: euros(2600), shipping: euros(500), total: euros(3100) });
    expect(view).toMatchObject({
      lines: [{ unitPrice: euros(1300), lineTotal: euros(2600) }],
      pricesWithDecimals: false,
    });
    expect(view.total.amount).toBe(view.subtotal.amount + view.shipping.amount);
    expect(config.reads()).toBe(2);
  });

  it('shows an empty cart with the saved config too', async () => {
    const config = savedSiteConfig('WPX-ES', { pricesWithDecimals: false });
    const view = (await viewCart(cartWorld({ siteConfig: config }).deps)(guest))._unsafeUnwrap();
    expect(view).toMatchObject({ id: null, total: euros(0), pricesWithDecimals: false });
  });

  it("shows nobody else's cart", async () => {
    const world = cartWorld({ carts: [keptCart()] });
    expect((await viewCart(world.deps)(aGuest('SomeoneElse000000001')))._unsafeUnwrap().id).toBeNull();
    expect((await viewCart(world.deps)(aCustomer()))._unsafeUnwrap().id).toBeNull();
  });

  it('fails when the carts cannot be read', async () => {
    expect(await viewCart({ ...cartWorld().deps, carts: brokenCarts() })(guest)).toEqual(err(DOWN));
  });

  it('fails when the shipping cannot be read', async () => {
    const { deps } = cartWorld({ carts: [keptCart()] });
    expect(await viewCart({ ...deps, shippingOf: () => errAsync(DOWN) })(guest)).toEqual(err(DOWN));
  });
});

describe('addLine', () => {
  it('opens a cart for the owner and adds the line', async () => {
    const world = cartWorld();
    const view = (
      await addLine(world.deps)(guest, {
        articleId: MUG.articleId,
        designId: FOX.designId,
        customisation: null,
        quantity: 3,
      })
    )._unsafeUnwrap();
    expect(view.lines.map((line) => [line.articleId, line.designName, line.quantity])).toEqual([
      [101, 'Zorro acuarela', 3],
    ]);
    expect(world.kept).toHaveLength(1);
  });

  it('adds a customised article without a design', async () => {
    const world = cartWorld();
    const view = (
      await addLine(world.deps)(guest, {
        articleId: POSTER.articleId,
        designId: null,
        customisation: { photo: 'u1' },
        quantity: 1,
      })
    )._unsafeUnwrap();
    expect(view.lines[0]).toMatchObject({ customisation: { photo: 'u1' }, designId: null });
  });

  it.each([
    [
      'a quantity of 0',
      { articleId: 101, designId: null, customisation: null, quantity: 0 },
      { type: 'InvalidQuantity', min: 1, max: 99 },
    ],
    [
      'an article not sold in the store',
      { articleId: 555, designId: null, customisation: null, quantity: 1 },
      { type: 'ArticleNotSold', articleId: 555 },
    ],
    [
      'an unknown design',
      { articleId: 101, designId: 'nope', customisation: null, quantity: 1 },
      { type: 'DesignNotAvailable', designId: 'nope' },
    ],
    [
      'a design not printable on the article',
      { articleId: 108, designId: OWL_MUGS_ONLY.designId, customisation: null, quantity: 1 },
      { type: 'DesignNotAvailable', designId: OWL_MUGS_ONLY.designId },
    ],
  ])('refuses %s and opens no cart', async (_, input, error) => {
    const world = cartWorld();
    expect(await addLine(world.deps)(guest, input)).toEqual(err(error));
    expect(world.kept).toEqual([]);
  });
});

describe('changeQuantity and removeLine', () => {
  it('sets the quantity of a line, the same way twice', async () => {
    const world = cartWorld({ carts: [keptCart()] });
    const once = (await changeQuantity(world.deps)(guest, lineId('line-1'), 5))._unsafeUnwrap();
    const twice = (await changeQuantity(world.deps)(guest, lineId('line-1'), 5))._unsafeUnwrap();
    expect(once.lines[0]?.quantity).toBe(5);
    expect(twice).toEqual(once);
  });

  it('refuses an invalid quantity, an unknown line and a line without a cart', async () => {
    const world = cartWorld({ carts: [keptCart()] });
    expect(await changeQuantity(world.deps)(guest, lineId('line-1'), 100)).toEqual(
      err({ type: 'InvalidQuantity', min: 1, max: 99 }),
    );
    expect(await changeQuantity(world.deps)(guest, lineId('nope'), 1)).toEqual(
      err({ type: 'CartLineNotFound', lineId: 'nope' }),
    );
    expect(await changeQuantity(cartWorld().deps)(guest, lineId('line-1'), 1)).toEqual(
      err({ type: 'CartLineNotFound', lineId: 'line-1' }),
    );
  });

  it('removes a line', async () => {
    const world = cartWorld({ carts: [keptCart()] });
    expect((await removeLine(world.deps)(guest, lineId('line-1')))._unsafeUnwrap().lines).toEqual([]);
    expect(await removeLine(world.deps)(guest, lineId('line-1'))).toEqual(
      err({ type: 'CartLineNotFound', lineId: 'line-1' }),
    );
  });
});

describe('cart promotions', () => {
  const save10 = promotion();

  it('keeps a usable code, typed in any case, and discounts the cart', async () => {
    const world = cartWorld({ carts: [keptCart()], promotions: [save10] });
    const view = (await applyPromotion(world.deps)(guest, ' save10 '))._unsafeUnwrap();
    expect(view).toMatchObject({ promotion: { code: 'SAVE10', applied: true }, discount: euros(259) });
  });

  it('refuses an unknown code and a code the cart does not qualify for', async () => {
    const world = cartWorld({
      carts: [keptCart()],
      promotions: [promotion({ code: 'BIG', minimumSubtotal: 100_000 })],
    });
    expect(await applyPromotion(world.deps)(guest, 'NOPE')).toEqual(
      err({ type: 'UnknownPromotionCode', code: 'NOPE' }),
    );
    expect((await applyPromotion(world.deps)(guest, 'BIG'))._unsafeUnwrapErr()).toMatchObject({
      type: 'MinimumNotReached',
    });
    expect(world.kept[0]?.cart.promotionCode).toBeNull();
  });

  it('may set a code without a minimum on a shopper without a cart yet', async () => {
    const world = cartWorld({ promotions: [save10] });
    expect((await applyPromotion(world.deps)(guest, 'SAVE10'))._unsafeUnwrap().promotion).toMatchObject({
      code: 'SAVE10',
    });
  });

  it('removes the code, and removing it again or from no cart changes nothing', async () => {
    const world = cartWorld({ carts: [keptCart(undefined, 'SAVE10')], promotions: [save10] });
    expect((await removePromotion(world.deps)(guest))._unsafeUnwrap().promotion).toBeNull();
    expect((await removePromotion(world.deps)(guest))._unsafeUnwrap().promotion).toBeNull();
    expect((await removePromotion(cartWorld().deps)(guest))._unsafeUnwrap().id).toBeNull();
  });
});

describe('mergeGuestCart', () => {
  const customer = aCustomer('customer-1', guest.sessionId);

  it("pours the guest cart into the customer's", async () => {
    const own = {
      cart: aCart({ id: 'own' as never, lines: [aLine({ quantity: 1 as Quantity })] }),
      sessionId: 'Elsewhere00000000001',
      customerId: 'customer-1',
      status: 'open' as const,
    };
    const world = cartWorld({ carts: [keptCart(), own] });
    const view = (
      await mergeGuestCart(world.deps)({ sessionId: guest.sessionId, customerId: customer.customerId as never })
    )._unsafeUnwrap();
    expect(view).toMatchObject({ id: 'own', lines: [{ articleId: 101, quantity: 3 }] });
    expect(world.kept[0]?.status).toBe('merged');
  });

  it('gives the guest cart to a customer without one, and is a no-op the second time', async () => {
    const world = cartWorld({ carts: [keptCart()] });
    const input = { sessionId: guest.sessionId, customerId: customer.customerId as never };
    expect((await mergeGuestCart(world.deps)(input))._unsafeUnwrap().id).toBe('cart-1');
    expect((await mergeGuestCart(world.deps)(input))._unsafeUnwrap().id).toBe('cart-1');
    expect((await viewCart(world.deps)(guest))._unsafeUnwrap().id).toBeNull();
  });

  it('shows an empty cart when there is nothing to merge', async () => {
    expect(
      (
        await mergeGuestCart(cartWorld().deps)({ sessionId: guest.sessionId, customerId: customer.customerId as never })
      )._unsafeUnwrap().id,
    ).toBeNull();
  });
});
