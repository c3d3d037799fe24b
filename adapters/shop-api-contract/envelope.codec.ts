import * as t from 'io-ts';

export { VALIDATION_FAILED_CODE } from './shop-api-envelope.ts';

const FieldError = t.type({ field: t.string, message: t.string });

export const ShopApiErrorCodec = t.intersection([
  t.type({ code: t.number, message: t.string }),
  t.partial({ fields: t.readonlyArray(FieldError) }),
]);

export const ErrorEnvelope = t.type({ success: t.literal(false), error: ShopApiErrorCodec });
export type ErrorEnvelope = t.TypeOf<typeof ErrorEnvelope>;

/** Every Shop API answer: `{ success: true, data }` or `{ success: false, error }` (core's ShopApiEnvelope). */
export const envelope = <C extends t.Mixed>(data: C) =>
  t.union([t.type({ success: t.literal(true), data }), ErrorEnvelope]);
