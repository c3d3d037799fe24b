import { err, ok, type Result } from 'neverthrow';

/** An IBAN in its electronic form: upper case, no spaces, mod-97 checked. */
export type Iban = string & { readonly __brand: 'Iban' };

export type IbanError = { readonly type: 'Required' } | { readonly type: 'InvalidIban' };

// Refunds are paid by SEPA transfer, so only SEPA countries' IBANs (with their fixed lengths) are accepted.
// prettier-ignore
export const SEPA_IBAN_LENGTHS: { readonly [country: string]: number } = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

const letterValue = (char: string): string => String(char.charCodeAt(0) - 55);

/** ISO 13616 remainder: country and check digits moved to the end, letters as 10-35, modulo 97. */
export const ibanRemainder = (iban: string): number => {
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, letterValue);
  // Digit by digit keeps every intermediate value far below Number.MAX_SAFE_INTEGER.
  return [...digits].reduce((remainder, digit) => (remainder * 10 + Number(digit)) % 97, 0);
};

/** Accepts spaces between groups and any letter case, as people copy IBANs from bank statements. */
export const validateIban = (input: string): Result<Iban, IbanError> => {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (iban === '') return err({ type: 'Required' });
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  const wellFormed = /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && iban.length === length;
  return wellFormed && ibanRemainder(iban) === 1 ? ok(iban as Iban) : err({ type: 'InvalidIban' });
};
