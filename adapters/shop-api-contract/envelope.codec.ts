import * as t from 'io-ts';

/** Error code the storefront shows inline: the request's fields failed validation. */
export const VALIDATION_FAILED = 5004;

export const ErrorBody = t.intersection([
  t.type({ code: t.number, message: t.string }),
  t.partial({ fields: t.record(t.string, t.string) }),
]);
export type ErrorBody = t.TypeOf<typeof ErrorBody>;

export const ErrorEnvelope = t.type({ error: ErrorBody });
export type ErrorEnvelope = t.TypeOf<typeof ErrorEnvelope>;

/** A successful answer: the payload under `data`. */
export const dataEnvelope = <C extends t.Mixed>(data: C) => t.type({ data });
