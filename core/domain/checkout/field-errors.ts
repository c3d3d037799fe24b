import { err, ok, type Result } from 'neverthrow';

type FieldResults = { readonly [field: string]: Result<unknown, unknown> };

export type FieldValues<R extends FieldResults> = {
  readonly [K in keyof R]: R[K] extends Result<infer V, unknown> ? V : never;
};

/** Each failing field's error under the field's name; fields that passed are absent. */
export type FieldErrors<R extends FieldResults> = {
  readonly [K in keyof R]?: R[K] extends Result<unknown, infer E> ? E : never;
};

/** All fields' values, or every failing field's error at once, because the form shows them inline. */
export const combineFields = <R extends FieldResults>(results: R): Result<FieldValues<R>, FieldErrors<R>> => {
  const values: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  for (const [field, result] of Object.entries(results)) {
    if (result.isOk()) values[field] = result.value;
    else errors[field] = result.error;
  }
  return Object.keys(errors).length === 0 ? ok(values as FieldValues<R>) : err(errors as FieldErrors<R>);
};
