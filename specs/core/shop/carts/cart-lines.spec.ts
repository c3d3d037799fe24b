import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, type Quantity } from '../../../../core/domain/pricing/quantity.ts';
import { MAX_CART_LINES } from '../../../../core/shop/carts/cart.ts';
import {
  addCartLine,
  changeCartLineQuantity,
  mergeCarts,
  removeCartLine,
  replaceCartLineCustomisation,
} from '../../../../core/shop/carts/cart-lines.ts';
import { cartEmpty } from '../../../../core/shop/carts/cart-errors.ts';
import { aCart, aLine, code, lineId } from '../../../support/carts-mother.ts';

const qty = (n: number) => n as Quantity;

describe('cart lines', () => {
  it('appends a new item as a new line', () => {
    const cart = aCart({ lines: [aLine()] });
    const added = addCartLine(
      cart,
      { articleId: 108, designId: 'd1', customisation: null, quantity: qty(2) },
      lineId('line-2'),
    );
    expect(added).toEqual(
      ok(
        aCart({
          lines: [
            aLine(),
            { id: lineId('line-2'), articleId: 108, designId: 'd1', customisation: null, quantity: qty(2) },
          ],
        }),
      ),
    );
  });

  it('adds the same item to its line, whatever the order of the customisation keys', () => {
    const cart = aCart({ lines: [aLine({ customisation: { text: 'Hola', size: { w: 1, h: 2 } }, quantity: qty(3) })] });
    const again = {
      articleId: 101,
      designId: null,
      customisation: { size: { h: 2, w: 1 }, text: 'Hola' },
      quantity: qty(4),
    };
    expect(
      addCartLine(cart, again, lineId('unused'))
        ._unsafeUnwrap()
        .lines.map((line) => [line.id, line.quantity]),
    ).toEqual([['line-1', 7]]);
  });

  it('keeps a differently customised item apart', () => {
    const cart = aCart({ lines: [aLine({ customisation: { text: 'Hola' } })] });
    const other = { articleId: 101, designId: null, customisation: { text: 'Adiós' }, quantity: qty(1) };
    expect(addCartLine(cart, other, lineId('line-2'))._unsafeUnwrap().lines).toHaveLength(2);
  });

  it('never goes above the maximum quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY }), fc.integer({ min: 1, max: MAX_QUANTITY }), (a, b) => {
        const cart = aCart({ lines: [aLine({ quantity: qty(a) })] });
        const added = addCartLine(cart, { ...aLine(), quantity: qty(b) }, lineId('x'))._unsafeUnwrap();
        expect(added.lines[0]?.quantity).toBe(Math.min(a + b, MAX_QUANTITY));
      }),
    );
  });

  it('refuses a new line in a full cart, but still adds up an existing one', () => {
    const lines = Array.from({ length: MAX_CART_LINES }, (_, n) => aLine({ id: lineId(`l${n}`), articleId: n + 1 }));
    const full = aCart({ lines });
    expect(addCartLine(full, { ...aLine(), articleId: 999 }, lineId('new'))).toEqual(
      err({ type: 'CartFull', max: MAX_CART_LINES }),
    );
    expect(addCartLine(full, { ...aLine(), articleId: 1 }, lineId('new')).isOk()).toBe(true);
  });

  it('changes the quantity of a line', () => {
    const cart = aCart({ lines: [aLine(), aLine({ id: lineId('line-2'), articleId: 108 })] });
    expect(
      changeCartLineQuantity(cart, lineId('line-2'), qty(5))
        ._unsafeUnwrap()
        .lines.map((l) => l.quantity),
    ).toEqual([1, 5]);
    expect(changeCartLineQuantity(cart, lineId('nope'), qty(5))).toEqual(
      err({ type: 'CartLineNotFound', lineId: 'nope' }),
    );
  });

  it('removes a line', () => {
    const cart = aCart({ lines: [aLine(), aLine({ id: lineId('line-2'), articleId: 108 })] });
    expect(
      removeCartLine(cart, lineId('line-1'))
        ._unsafeUnwrap()
        .lines.map((l) => l.id),
    ).toEqual(['line-2']);
    expect(removeCartLine(cart, lineId('nope'))).toEqual(err({ type: 'CartLineNotFound', lineId: 'nope' }));
  });

  it('replaces one line’s customisation in place, its quantity and position kept', () => {
    const second = aLine({ id: lineId('line-2'), articleId: 108, quantity: qty(3) });
    const cart = aCart({ lines: [aLine(), second] });
    const changed = replaceCartLineCustomisation(cart, lineId('line-2'), { text: 'Hola' });
    expect(changed).toEqual(ok(aCart({ lines: [aLine(), { ...second, customisation: { text: 'Hola' } }] })));
    expect(replaceCartLineCustomisation(cart, lineId('nope'), {})).toEqual(
      err({ type: 'CartLineNotFound', lineId: 'nope' }),
    );
  });

  describe('merging a guest cart into the customer cart', () => {
    let n = 0;
    const newId = () => lineId(`merged-${(n += 1)}`);

    it('adds up the same items, appends the others and keeps the customer cart id', () => {
      const customer = aCart({ id: 'customer' as never, lines: [aLine({ quantity: qty(98) })] });
      const guest = aCart({
        id: 'guest' as never,
        lines: [aLine({ id: lineId('g1'), quantity: qty(5) }), aLine({ id: lineId('g2'), articleId: 108 })],
      });
      const merged = mergeCarts(customer, guest, newId);
      expect(merged.id).toBe('customer');
      expect(merged.lines.map((line) => [line.articleId, line.quantity])).toEqual([
        [101, MAX_QUANTITY],
        [108, 1],
      ]);
      expect(merged.lines[1]?.id).toMatch(/^merged-/);
    });

    it("keeps the customer's promotion code, or takes the guest's", () => {
      expect(
        mergeCarts(aCart({ promotionCode: code('MINE') }), aCart({ promotionCode: code('GUEST') }), newId)
          .promotionCode,
      ).toBe('MINE');
      expect(mergeCarts(aCart(), aCart({ promotionCode: code('GUEST') }), newId).promotionCode).toBe('GUEST');
    });

    it('drops guest lines that do not fit in a full cart', () => {
      const lines = Array.from({ length: MAX_CART_LINES }, (_, i) => aLine({ id: lineId(`l${i}`), articleId: i + 1 }));
      const merged = mergeCarts(aCart({ lines }), aCart({ lines: [aLine({ articleId: 999 })] }), newId);
      expect(merged.lines).toHaveLength(MAX_CART_LINES);
    });
  });
});

describe('cart errors', () => {
  it('names an empty cart', () => {
    expect(cartEmpty()).toEqual({ type: 'CartEmpty' });
  });
});
