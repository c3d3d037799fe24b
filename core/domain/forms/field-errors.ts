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
  // Built with fromEntries, which defines own properties: a field named '__proto__' stays a field.
  const entries = Object.entries(results);
  const values = entries.flatMap(([field, result]) => (result.isOk() ? [[field, result.value] as const] : []));
  const errors = entries.flatMap(([field, result]) => (result.isErr() ? [[field, result.error] as const] : []));
  return errors.length === 0
    ? ok(Object.fromEntries(values) as FieldValues<R>)
    : err(Object.fromEntries(errors) as FieldErrors<R>);
};
