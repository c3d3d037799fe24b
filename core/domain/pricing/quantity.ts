import { err, ok, type Result } from 'neverthrow';

export const MIN_QUANTITY = 1;
/** Larger print runs go through a quote, not the cart. */
export const MAX_QUANTITY = 99;

/** Units of one article on a cart line: a whole number from 1 to 99. */
export type Quantity = number & { readonly __brand: 'Quantity' };

export type InvalidQuantity = { readonly type: 'InvalidQuantity'; readonly min: number; readonly max: number };

export const invalidQuantity = (): InvalidQuantity => ({
  type: 'InvalidQuantity',
  min: MIN_QUANTITY,
  max: MAX_QUANTITY,
});

/** Accepts unknown input because quantities arrive from forms and the wire. */
export const parseQuantity = (value: unknown): Result<Quantity, InvalidQuantity> =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY
    ? ok(value as Quantity)
    : err(invalidQuantity());
