import type { FastifyRequest } from 'fastify';
import type { HttpAnswer } from './http-answer.ts';

/** A context's one mapping from its errors to answers, with every status it can answer: the document lists them. */
export type ErrorMapping<E> = ((request: FastifyRequest, error: E) => HttpAnswer) & {
  readonly statuses: readonly number[];
};

/** Declares the statuses `answer` gives; a route that answers another one logs it as a contract breach. */
export const errorMapping = <E>(
  statuses: readonly number[],
  answer: (request: FastifyRequest, error: E) => HttpAnswer,
): ErrorMapping<E> => Object.assign(answer, { statuses: [...new Set(statuses)].sort() });
