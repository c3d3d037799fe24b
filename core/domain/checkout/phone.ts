import { err, ok, type Result } from 'neverthrow';
import type { CountryCode } from '../site/country.ts';
import { required, type Required } from './field-text.ts';

/** A phone number in E.164 form: '+', country calling code and subscriber number, 8 to 15 digits. */
export type Phone = string & { readonly __brand: 'Phone' };

export type InvalidPhone = { readonly type: 'InvalidPhone' };

export type PhoneError = Required | InvalidPhone;

/** Calling code, and whether a national number is dialled with a leading trunk 0 that E.164 drops. */
const CALLING: { readonly [country: string]: { readonly code: string; readonly trunkZero: boolean } } = {
  ES: { code: '34', trunkZero: false },
  PT: { code: '351', trunkZero: false },
  FR: { code: '33', trunkZero: true },
  // Italian fixed-line numbers keep their leading 0 after the country code.
  IT: { code: '39', trunkZero: false },
  PL: { code: '48', trunkZero: false },
  DK: { code: '45', trunkZero: false },
  CZ: { code: '420', trunkZero: false },
  SK: { code: '421', trunkZero: true },
  BE: { code: '32', trunkZero: true },
  LU: { code: '352', trunkZero: false },
  CH: { code: '41', trunkZero: true },
  GB: { code: '44', trunkZero: true },
  IE: { code: '353', trunkZero: true },
  DE: { code: '49', trunkZero: true },
  AT: { code: '43', trunkZero: true },
  NL: { code: '31', trunkZero: true },
  SE: { code: '46', trunkZero: true },
  FI: { code: '358', trunkZero: true },
};

const invalidPhone = (): InvalidPhone => ({ type: 'InvalidPhone' });

const international = (digits: string, country: CountryCode): string | null => {
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  const calling = CALLING[country];
  if (calling === undefined) return null;
  const national = calling.trunkZero && digits.startsWith('0') ? digits.slice(1) : digits;
  return `${calling.code}${national}`;
};

/**
 * Accepts '+' or '00' international numbers, and national numbers of `country` (the store's country),
 * with spaces, dots, hyphens and parentheses between digits.
 */
export const validatePhone = (input: string, country: CountryCode): Result<Phone, PhoneError> => {
  const typed = input.trim();
  if (typed === '') return err(required());
  if (!/^\+?[\d\s().-]+$/.test(typed)) return err(invalidPhone());
  const digits = international(typed.replace(/[\s().-]/g, ''), country);
  return digits !== null && /^[1-9]\d{7,14}$/.test(digits) ? ok(`+${digits}` as Phone) : err(invalidPhone());
};
