import { err, ok, type Result } from 'neverthrow';
import type { CountryCode } from '../site/country.ts';
import { required, type Required } from './field-text.ts';

/** A postal code in its country's written form, e.g. '28013', '00-950', '110 00', '1012 AB'. */
export type PostalCode = string & { readonly __brand: 'PostalCode' };

export type InvalidPostalCode = { readonly type: 'InvalidPostalCode'; readonly country: CountryCode };

export type PostalCodeError = Required | InvalidPostalCode;

/** `pattern` matches the code without spaces or hyphens; `split` puts the separator back that many characters from the end. */
type PostalCodeRule = {
  readonly pattern: RegExp;
  readonly split?: { readonly at: number; readonly separator: ' ' | '-' };
};

const FIVE_DIGITS = /^\d{5}$/;
const FOUR_DIGITS = /^\d{4}$/;
const THREE_TWO = { pattern: FIVE_DIGITS, split: { at: 2, separator: ' ' } } as const;

const RULES: { readonly [country: string]: PostalCodeRule } = {
  // The first two digits are the province, 01 (Álava) to 52 (Melilla).
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  PL: { pattern: FIVE_DIGITS, split: { at: 3, separator: '-' } },
  IT: { pattern: FIVE_DIGITS },
  DK: { pattern: FOUR_DIGITS },
  FR: { pattern: FIVE_DIGITS },
  PT: { pattern: /^[1-9]\d{6}$/, split: { at: 3, separator: '-' } },
  CZ: THREE_TWO,
  SK: THREE_TWO,
  SE: THREE_TWO,
  DE: { pattern: FIVE_DIGITS },
  AT: { pattern: /^[1-9]\d{3}$/ },
  BE: { pattern: /^[1-9]\d{3}$/ },
  LU: { pattern: FOUR_DIGITS },
  FI: { pattern: FIVE_DIGITS },
  CH: { pattern: /^[1-9]\d{3}$/ },
  // Dutch codes never end in SA, SD or SS.
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, split: { at: 2, separator: ' ' } },
  // Eircode: a routing key, then a four-character unique identifier.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/, split: { at: 4, separator: ' ' } },
  GB: { pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|GIR0AA)$/, split: { at: 3, separator: ' ' } },
};

/** The countries whose postal codes (and so whose addresses) the checkout can check. */
export const POSTAL_CODE_COUNTRIES = Object.keys(RULES) as readonly string[] as readonly CountryCode[];

export const hasPostalCodeRule = (country: CountryCode): boolean => country in RULES;

/** Spaces, hyphens and letter case may be typed freely; the code is stored in its country's written form. */
export const validatePostalCode = (input: string, country: CountryCode): Result<PostalCode, PostalCodeError> => {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (compact === '') return err(required());
  const rule = RULES[country];
  if (rule === undefined || !rule.pattern.test(compact)) return err({ type: 'InvalidPostalCode', country });
  if (rule.split === undefined) return ok(compact as PostalCode);
  const at = compact.length - rule.split.at;
  return ok(`${compact.slice(0, at)}${rule.split.separator}${compact.slice(at)}` as PostalCode);
};
