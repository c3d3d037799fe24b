import type { FastifyRequest } from 'fastify';
import { CHECKOUT_STEP_NAMES } from '../../../core/domain/checkout/checkout-step.ts';
import type {
  CheckoutStepIncomplete,
  CheckoutStepNotCurrent,
  InvalidAddresses,
  InvalidContact,
  InvalidShipment,
} from '../../../core/domain/checkout/checkout-errors.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { CartEmpty } from '../../../core/shop/carts/cart-errors.ts';
import type { InvalidShipmentQuery } from '../../../core/shop/checkout/list-shipment-options.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { serverFailure } from './carts-errors.ts';
import { wireFieldErrors } from './field-errors.ts';

export type CheckoutError =
  | CartEmpty
  | CheckoutStepIncomplete
  | CheckoutStepNotCurrent
  | InvalidContact
  | InvalidAddresses
  | InvalidShipment
  | InvalidShipmentQuery
  | RepositoryFailure;

const invalid = (message: string, fields: Parameters<typeof wireFieldErrors>[0]) =>
  errorAnswer(422, ERROR_CODES.validationFailed, message, wireFieldErrors(fields));

/** The one mapping from the checkout's domain errors to HTTP status and envelope; 5004 carries the field errors. */
export const checkoutErrorAnswer = (request: FastifyRequest, error: CheckoutError): HttpAnswer => {
  switch (error.type) {
    case 'CartEmpty':
      return errorAnswer(409, ERROR_CODES.conflict, 'Your cart is empty');
    case 'CheckoutStepIncomplete':
      return errorAnswer(409, ERROR_CODES.conflict, `Complete the ${CHECKOUT_STEP_NAMES[error.step]} step first`);
    case 'CheckoutStepNotCurrent':
      return errorAnswer(
        409,
        ERROR_CODES.conflict,
        `The checkout is at the ${CHECKOUT_STEP_NAMES[error.current]} step`,
      );
    case 'InvalidContact':
      return invalid('Check your contact details', error.fields);
    case 'InvalidAddresses':
      return invalid('Check your addresses', error.fields);
    case 'InvalidShipment':
      return invalid('Check your shipment choice', error.fields);
    case 'InvalidShipmentQuery':
      return invalid('Check the country and postal code', error.fields);
    case 'RepositoryFailure':
      return serverFailure(request, error);
    default:
      return error satisfies never;
  }
};
