import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { OrderPublicId } from './order.ts';

export const ORDER_PUBLIC_ID_LENGTH = 8;

/** The store's country, then 8 letters and digits: short enough to read out, long enough not to be guessed. */
export const newOrderPublicId = (country: CountryCode, ids: IdGenerator): OrderPublicId =>
  `${country}-${ids.randomString(ORDER_PUBLIC_ID_LENGTH).toUpperCase()}` as OrderPublicId;

/** Typed by hand into tracking: blanks and letter case do not matter. */
export const normaliseOrderPublicId = (input: string): OrderPublicId => input.trim().toUpperCase() as OrderPublicId;
