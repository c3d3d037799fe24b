import type { FastifyRequest } from 'fastify';
import type { CurrencyMismatch } from '../../../core/domain/pricing/cart-totals.ts';
import type { PromotionError } from '../../../core/domain/pricing/promotion-errors.ts';
import type { InvalidQuantity } from '../../../core/domain/pricing/quantity.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type {
  ArticleNotSold,
  CartFull,
  CartLineNotFound,
  DesignNotAvailable,
} from '../../../core/shop/carts/cart-errors.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

export type CartError =
  | InvalidQuantity
  | ArticleNotSold
  | DesignNotAvailable
  | CartFull
  | CartLineNotFound
  | PromotionError
  | CurrencyMismatch
  | RepositoryFailure;

const invalidField = (field: string, type: string, message: string) =>
  errorAnswer(422, ERROR_CODES.validationFailed, message, [{ field, message: type }]);

/** Failures the shop cannot help (database down, broken price data): logged, answered without details. */
export const serverFailure = (request: FastifyRequest, error: CurrencyMismatch | RepositoryFailure): HttpAnswer => {
  request.log.error({ error }, 'shop service failure');
  return error.type === 'RepositoryFailure'
    ? errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly')
    : errorAnswer(500, ERROR_CODES.internal, 'Internal server error');
};

/** The one mapping from the cart's domain errors to HTTP status and envelope. */
export const cartErrorAnswer = (request: FastifyRequest, error: CartError): HttpAnswer => {
  switch (error.type) {
    case 'InvalidQuantity':
      return invalidField(
        'quantity',
        error.type,
        `The quantity must be a whole number from ${error.min} to ${error.max}`,
      );
    case 'ArticleNotSold':
      return invalidField('article_id', error.type, 'This article is not sold in this store');
    case 'DesignNotAvailable':
      return invalidField('design_id', error.type, 'This design cannot be printed on this article');
    case 'CartFull':
      return errorAnswer(409, ERROR_CODES.conflict, `A cart holds at most ${error.max} lines`);
    case 'CartLineNotFound':
      return errorAnswer(404, ERROR_CODES.notFound, 'No such line in your cart');
    case 'UnknownPromotionCode':
      return invalidField('code', error.type, 'This promotion code does not exist');
    case 'PromotionNotYetValid':
      return invalidField('code', error.type, 'This promotion has not started yet');
    case 'PromotionExpired':
      return invalidField('code', error.type, 'This promotion has ended');
    case 'PromotionExhausted':
      return invalidField('code', error.type, 'This promotion has been used up');
    case 'MinimumNotReached':
      return invalidField(
        'code',
        error.type,
        `This promotion needs a subtotal of at least ${error.minimum.amount} (minor units)`,
      );
    case 'CurrencyMismatch':
    case 'RepositoryFailure':
      return serverFailure(request, error);
    default:
      return error satisfies never;
  }
};
