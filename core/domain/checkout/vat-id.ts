import { err, ok, type Result } from 'neverthrow';
import type { CountryCode } from '../site/country.ts';
import { required, type Required } from './field-text.ts';
import { isValidSpanishTaxId } from './spanish-tax-id.ts';

/** A VAT identification number with its country prefix, upper case, no separators: 'ESB12345674'. */
export type VatId = string & { readonly __brand: 'VatId' };

/** `country` is the country the prefix stands for, or null when the prefix is not one we know. */
export type InvalidVatId = { readonly type: 'InvalidVatId'; readonly country: CountryCode | null };

export type VatIdError = Required | InvalidVatId;

/** The number after the prefix, per prefix: the EU's VIES formats, plus Switzerland and the UK. */
const FORMATS: { readonly [prefix: string]: RegExp } = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  CH: /^E\d{9}(?:MWST|TVA|IVA)?$/,
  GB: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

// VAT prefixes that differ from the ISO country code: Greece is EL, Northern Ireland XI.
const COUNTRY_OF_PREFIX: { readonly [prefix: string]: string } = { EL: 'GR', XI: 'GB' };
const PREFIX_OF_COUNTRY: { readonly [country: string]: string } = { GR: 'EL' };

const countryOf = (prefix: string): CountryCode => (COUNTRY_OF_PREFIX[prefix] ?? prefix) as CountryCode;

/** The prefix a number typed without one is read under: the store country's. */
const defaultPrefix = (country: CountryCode): string => PREFIX_OF_COUNTRY[country] ?? country;

/**
 * A VAT number of any EU country (a company may buy across borders), or Swiss or British; without a
 * prefix it is read as the store country's. Spanish numbers are checked down to their check character;
 * the others by format only.
 */
export const validateVatId = (input: string, storeCountry: CountryCode): Result<VatId, VatIdError> => {
  const compact = input.replace(/[\s.\-/]+/g, '').toUpperCase();
  if (compact === '') return err(required());
  const typedPrefix = compact.slice(0, 2);
  const prefixed = FORMATS[typedPrefix] !== undefined;
  const prefix = prefixed ? typedPrefix : defaultPrefix(storeCountry);
  const number = prefixed ? compact.slice(2) : compact;
  const format = FORMATS[prefix];
  if (format === undefined) return err({ type: 'InvalidVatId', country: null });
  const valid = format.test(number) && (prefix !== 'ES' || isValidSpanishTaxId(number));
  return valid ? ok(`${prefix}${number}` as VatId) : err({ type: 'InvalidVatId', country: countryOf(prefix) });
};
