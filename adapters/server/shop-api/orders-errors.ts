import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { CHECKOUT_STEP_NAMES } from '../../../core/domain/checkout/checkout-step.ts';
import type { IllegalTrackingTransition } from '../../../core/domain/shipments/tracking-machine.ts';
import type { OrderNotFound } from '../../../core/shop/orders/order-errors.ts';
import type { PlaceOrderError } from '../../../core/shop/orders/place-order.use-case.ts';
import type { SubmitRefundDataError } from '../../../core/shop/orders/submit-refund-data.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { serverFailure } from './carts-errors.ts';
import { fieldProblemsOf } from '../../../core/domain/forms/field-problem.ts';
import { PLACE_ORDER_FORM_FIELDS, REFUND_DATA_FORM_FIELDS } from '../../shop-api-contract/orders.codec.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';

export type OrderError = PlaceOrderError | OrderNotFound | IllegalTrackingTransition | SubmitRefundDataError;

const conflict = (message: string) => errorAnswer(409, ERROR_CODES.conflict, message);

/** The one mapping from the orders' domain errors to HTTP status and envelope. */
export const orderErrorAnswer = errorMapping<OrderError>(
  [404, 409, 422, 500, 503],
  (request: FastifyRequest, error: OrderError): HttpAnswer => {
    switch (error.type) {
      case 'CartEmpty':
        return conflict('Your cart is empty');
      case 'CheckoutStepIncomplete':
        return conflict(`Complete the ${CHECKOUT_STEP_NAMES[error.step]} step first`);
      case 'InvalidPayment':
        return invalidFieldsAnswer(fieldProblemsOf(error.fields), PLACE_ORDER_FORM_FIELDS, 'Check your payment choice');
      case 'CartLineUnavailable':
        return conflict('An article in your cart is no longer available: review your cart');
      case 'ShipmentNotAvailable':
        return conflict('The chosen shipment is no longer offered: choose another');
      case 'PriceChanged':
        return conflict(
          `The total has changed to ${error.total.amount} (minor units, ${error.total.currency}): review your order`,
        );
      case 'UnknownPromotionCode':
      case 'PromotionNotYetValid':
      case 'PromotionExpired':
      case 'PromotionExhausted':
      case 'MinimumNotReached':
        return conflict('Your promotion code can no longer be used: review your order');
      case 'OrderNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No order matches these details');
      case 'UserRequiredActionNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such action for this order');
      case 'UserRequiredActionDone':
        return conflict('This action has already been completed');
      case 'InvalidRefundData':
        return invalidFieldsAnswer(fieldProblemsOf(error.fields), REFUND_DATA_FORM_FIELDS, 'Check your bank details');
      case 'IllegalTrackingTransition':
        request.log.error({ error }, 'stored shipment events break the tracking route');
        return errorAnswer(500, ERROR_CODES.internal, 'Internal server error');
      case 'CurrencyMismatch':
      case 'RepositoryFailure':
        return serverFailure(request, error);
      default:
        return error satisfies never;
    }
  },
);
