import type { FastifyReply } from 'fastify';
import { shopApiFailure, shopApiSuccess, type ShopApiFieldError } from '../shop-api-contract/shop-api-envelope.ts';

/** A response as a value, so that it can be stored for an idempotency key and replayed byte for byte. */
export type HttpAnswer = { readonly status: number; readonly body: unknown };

export const dataAnswer = <T>(data: T, status = 200): HttpAnswer => ({ status, body: shopApiSuccess(data) });

/** A success or a skip with nothing to say: no envelope, no body. */
export const noContentAnswer: HttpAnswer = { status: 204, body: undefined };

export const errorAnswer = (
  status: number,
  code: number,
  message: string,
  fields?: readonly ShopApiFieldError[],
): HttpAnswer => ({ status, body: shopApiFailure({ code, message, ...(fields ? { fields } : {}) }) });

export const sendAnswer = (reply: FastifyReply, answer: HttpAnswer) => reply.status(answer.status).send(answer.body);
