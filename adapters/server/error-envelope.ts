import type { FastifyReply } from 'fastify';

/** Error codes of the Shop API envelope; 5004 is the one the storefront shows inline. */
export const ERROR_CODES = {
  badRequest: 4000,
  notFound: 4004,
  payloadTooLarge: 4013,
  unsupportedMediaType: 4015,
  internal: 5000,
  validationFailed: 5004,
} as const;

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  fields?: Readonly<Record<string, string>>,
) => reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
