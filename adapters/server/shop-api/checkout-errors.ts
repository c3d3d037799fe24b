import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { CHECKOUT_STEP_NAMES } from '../../../core/domain/checkout/checkout-step.ts';
import type {
  CheckoutStepIncomplete,
  CheckoutStepNotCurrent,
  InvalidAddresses,
  InvalidContact,
  InvalidShipment,
} from '../../../core/domain/checkout/checkout-errors.ts';
import type { CartEmpty } from '../../../core/shop/carts/cart-errors.ts';
import type { InvalidShipmentQuery } from '../../../core/shop/checkout/list-shipment-options.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { serverFailure } from './carts-errors.ts';
import { fieldProblemsOf } from '../../../core/domain/forms/field-problem.ts';
import {
  ADDRESSES_FORM_FIELDS,
  CONTACT_FORM_FIELDS,
  SHIPMENT_FORM_FIELDS,
  SHIPMENT_OPTIONS_QUERY_FIELDS,
} from '../../shop-api-contract/checkout.codec.ts';
import type { FormFieldNames } from '../../shop-api-contract/form-field-names.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type CheckoutError =
  | CartEmpty
  | CheckoutStepIncomplete
  | CheckoutStepNotCurrent
  | InvalidContact
  | InvalidAddresses
  | InvalidShipment
  | InvalidShipmentQuery
  | RepositoryFailure;

const invalid = (message: string, fields: Parameters<typeof fieldProblemsOf>[0], form: FormFieldNames) =>
  invalidFieldsAnswer(fieldProblemsOf(fields), form, message);

/** The one mapping from the checkout's domain errors to HTTP status and envelope; 5004 carries the field errors. */
export const checkoutErrorAnswer = errorMapping<CheckoutError>(
  [409, 422, 500, 503],
  (request: FastifyRequest, error: CheckoutError): HttpAnswer => {
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
        return invalid('Check your contact details', error.fields, CONTACT_FORM_FIELDS);
      case 'InvalidAddresses':
        return invalid('Check your addresses', error.fields, ADDRESSES_FORM_FIELDS);
      case 'InvalidShipment':
        return invalid('Check your shipment choice', error.fields, SHIPMENT_FORM_FIELDS);
      case 'InvalidShipmentQuery':
        return invalid('Check the country and postal code', error.fields, SHIPMENT_OPTIONS_QUERY_FIELDS);
      case 'RepositoryFailure':
        return serverFailure(request, error);
      default:
        return error satisfies never;
    }
  },
);
