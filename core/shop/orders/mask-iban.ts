import type { Iban } from '../../domain/payments/iban.ts';

/** The country and the last four characters, the rest starred in groups of four: enough to recognise, not to use. */
export const maskIban = (iban: Iban): string => {
  const hidden = `${iban.slice(0, 2)}${'*'.repeat(iban.length - 6)}${iban.slice(-4)}`;
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
};
