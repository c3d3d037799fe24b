import { describe, expect, it } from 'vitest';
import { cartFieldProblem, type CartError } from '../../../../core/shop/carts/cart-errors.ts';
import type { CartLineId } from '../../../../core/shop/carts/cart.ts';
import type { Money } from '../../../../core/domain/pricing/money.ts';
import type { PromotionCode } from '../../../../core/domain/pricing/promotion.ts';
import {
  minimumNotReached,
  promotionExhausted,
  promotionExpired,
  promotionNotYetValid,
  unknownPromotionCode,
} from '../../../../core/domain/pricing/promotion-errors.ts';

const CODE = 'SPRING10' as PromotionCode;

describe('cartFieldProblem', () => {
  it.each<[CartError, string]>([
    [{ type: 'InvalidQuantity', min: 1, max: 99 }, 'quantity'],
    [{ type: 'ArticleNotSold', articleId: 7 }, 'articleId'],
    [{ type: 'DesignNotAvailable', designId: 'd1' }, 'designId'],
    [unknownPromotionCode(CODE), 'code'],
    [promotionNotYetValid(CODE), 'code'],
    [promotionExpired(CODE), 'code'],
    [promotionExhausted(CODE), 'code'],
    [minimumNotReached(CODE, { amount: 3000, currency: 'EUR' } as Money), 'code'],
  ])('blames the field the shopper can fix for %o', (error, field) => {
    expect(cartFieldProblem(error)).toEqual({ field, problem: error.type });
  });

  it.each<CartError>([
    { type: 'CartFull', max: 50 },
    { type: 'CartLineNotFound', lineId: 'l1' as CartLineId },
    { type: 'CurrencyMismatch', expected: 'EUR', found: 'PLN' } as CartError,
    { type: 'RepositoryFailure', cause: 'down' },
  ])('blames no field when the shopper cannot fix it by editing one: %o', (error) => {
    expect(cartFieldProblem(error)).toBeNull();
  });
});
