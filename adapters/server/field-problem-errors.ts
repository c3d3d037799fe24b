import type { FastifyReply } from 'fastify';
import type { FieldProblem } from '../../core/domain/forms/field-problem.ts';
import { wireFieldErrors, type FormFieldNames } from '../shop-api-contract/form-field-names.ts';
import { ERROR_CODES } from './error-envelope.ts';
import { errorAnswer, sendAnswer, type HttpAnswer } from './http-answer.ts';

/**
 * 422 with code 5004: each field named as the request named it (`form`), with its problem's key as the message,
 * which the storefront translates and shows next to the field.
 */
export const invalidFieldsAnswer = (
  problems: readonly FieldProblem[],
  form: FormFieldNames = {},
  message = 'Some fields are not valid',
): HttpAnswer => errorAnswer(422, ERROR_CODES.validationFailed, message, wireFieldErrors(problems, form));

export const sendInvalidFields = (reply: FastifyReply, problems: readonly FieldProblem[], form: FormFieldNames = {}) =>
  sendAnswer(reply, invalidFieldsAnswer(problems, form));
