import type { FastifyReply } from 'fastify';
import type { ShopApiFieldError } from '../../core/domain/http/shop-api-envelope.ts';
import type { FieldProblem } from '../../core/shop/forms/field-problem.ts';
import { COMMON_PASSWORD_MESSAGE } from '../shop-api-contract/auth.codec.ts';
import { ERROR_CODES, sendError } from './error-envelope.ts';

export type FieldWording = {
  /** What an 'Invalid' problem means for a field, when more can be said than "not valid". */
  readonly invalid?: { readonly [field: string]: string };
  /** The request's name of a field, when it differs from the core's (first_name for firstName). */
  readonly wireNames?: { readonly [field: string]: string };
};

const messageOf = (problem: FieldProblem, wording: FieldWording): string => {
  switch (problem.problem) {
    case 'Required':
      return 'This field is required';
    case 'TooLong':
      return `Use at most ${problem.max} characters`;
    case 'Invalid':
      return wording.invalid?.[problem.field] ?? 'This value is not valid';
    case 'Common':
      return COMMON_PASSWORD_MESSAGE;
    default:
      return problem satisfies never;
  }
};

export const fieldErrorsOf = (
  problems: readonly FieldProblem[],
  wording: FieldWording = {},
): readonly ShopApiFieldError[] =>
  problems.map((problem) => ({
    field: wording.wireNames?.[problem.field] ?? problem.field,
    message: messageOf(problem, wording),
  }));

/** 422 with code 5004: the storefront shows each field's message next to the field. */
export const sendInvalidFields = (reply: FastifyReply, problems: readonly FieldProblem[], wording: FieldWording = {}) =>
  sendError(reply, 422, ERROR_CODES.validationFailed, 'Some fields are not valid', fieldErrorsOf(problems, wording));
