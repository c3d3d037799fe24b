import type { FieldProblem } from '../../core/domain/forms/field-problem.ts';
import type { ShopApiFieldError } from './shop-api-envelope.ts';

/** A form's request field names by the core's field names; a field left out is named alike on both sides. */
export type FormFieldNames = { readonly [coreField: string]: string };

const wireFieldOf = (form: FormFieldNames, field: string): string =>
  Object.hasOwn(form, field) ? (form[field] ?? field) : field;

const coreFieldOf = (form: FormFieldNames, wire: string): string =>
  Object.entries(form).find(([, name]) => name === wire)?.[0] ?? wire;

/** The server's side: each problem as the envelope's field error, named as the request named the field. */
export const wireFieldErrors = (
  problems: readonly FieldProblem[],
  form: FormFieldNames,
): readonly ShopApiFieldError[] =>
  problems.map((problem) => ({ field: wireFieldOf(form, problem.field), message: problem.problem }));

/** The client's side: the envelope's field errors as the core's problems, named as the form knows its fields. */
export const fieldProblemsFromWire = (
  fields: readonly ShopApiFieldError[],
  form: FormFieldNames,
): readonly FieldProblem[] =>
  fields.map((field) => ({ field: coreFieldOf(form, field.field), problem: field.message }));
