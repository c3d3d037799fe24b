import type { FastifyReply } from 'fastify';
import {
  shopApiFailure,
  shopApiSuccess,
  VALIDATION_FAILED_CODE,
  type ShopApiFieldError,
} from '../shop-api-contract/shop-api-envelope.ts';

/** Error codes of the Shop API envelope; 5004 is the one the storefront shows inline. */
export const ERROR_CODES = {
  badRequest: 4000,
  unauthorized: 4001,
  forbidden: 4003,
  notFound: 4004,
  methodNotAllowed: 4005,
  conflict: 4009,
  tooManyRequests: 4029,
  payloadTooLarge: 4013,
  unsupportedMediaType: 4015,
  internal: 5000,
  validationFailed: VALIDATION_FAILED_CODE,
} as const;

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  fields?: readonly ShopApiFieldError[],
) => reply.status(status).send(shopApiFailure({ code, message, ...(fields ? { fields } : {}) }));

export const sendData = <T>(reply: FastifyReply, data: T) => reply.send(shopApiSuccess(data));
