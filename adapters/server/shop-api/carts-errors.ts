import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { CurrencyMismatch } from '../../../core/domain/pricing/cart-totals.ts';
import {
  cartFieldProblem,
  type CartError,
  type CartFull,
  type CartLineNotFound,
} from '../../../core/shop/carts/cart-errors.ts';
import { CART_FORM_FIELDS } from '../../shop-api-contract/carts.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

/** Failures the shop cannot help (database down, broken price data): logged, answered without details. */
export const serverFailure = (request: FastifyRequest, error: CurrencyMismatch | RepositoryFailure): HttpAnswer => {
  request.log.error({ error }, 'shop service failure');
  return error.type === 'RepositoryFailure'
    ? errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly')
    : errorAnswer(500, ERROR_CODES.internal, 'Internal server error');
};

type FieldError = Exclude<CartError, CartFull | CartLineNotFound | CurrencyMismatch | RepositoryFailure>;

/** The envelope's message for a refused field; the field's own message is the error's key. */
const invalidMessage = (error: FieldError): string => {
  switch (error.type) {
    case 'InvalidQuantity':
      return `The quantity must be a whole number from ${error.min} to ${error.max}`;
    case 'ArticleNotSold':
      return 'This article is not sold in this store';
    case 'DesignNotAvailable':
      return 'This design cannot be printed on this article';
    case 'UnknownPromotionCode':
      return 'This promotion code does not exist';
    case 'PromotionNotYetValid':
      return 'This promotion has not started yet';
    case 'PromotionExpired':
      return 'This promotion has ended';
    case 'PromotionExhausted':
      return 'This promotion has been used up';
    case 'MinimumNotReached':
      return `This promotion needs a subtotal of at least ${error.minimum.amount} (minor units)`;
    default:
      return error satisfies never;
  }
};

/** The one mapping from the cart's domain errors to HTTP status and envelope. */
export const cartErrorAnswer = errorMapping<CartError>(
  [404, 409, 422, 500, 503],
  (request: FastifyRequest, error: CartError): HttpAnswer => {
    switch (error.type) {
      case 'CartFull':
        return errorAnswer(409, ERROR_CODES.conflict, `A cart holds at most ${error.max} lines`);
      case 'CartLineNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such line in your cart');
      case 'CurrencyMismatch':
      case 'RepositoryFailure':
        return serverFailure(request, error);
      default: {
        const problem = cartFieldProblem(error);
        return invalidFieldsAnswer(problem === null ? [] : [problem], CART_FORM_FIELDS, invalidMessage(error));
      }
    }
  },
);
