const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

// Organisations whose CIF ends in a letter (P, Q, R, S, N, W) or in a digit (A, B, E, H); the rest may use either.
const CIF_ENDS_IN_LETTER = 'PQRSNW';
const CIF_ENDS_IN_DIGIT = 'ABEH';

const dniLetter = (digits: string): string => DNI_LETTERS.charAt(Number(digits) % 23);

const cifControlDigit = (digits: string): number => {
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char);
    // Positions 1, 3, 5, 7 are doubled and their digits added; 2, 4, 6 count as they are.
    const doubled = digit * 2;
    return total + (index % 2 === 0 ? Math.floor(doubled / 10) + (doubled % 10) : digit);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

const isValidCif = (letter: string, digits: string, control: string): boolean => {
  const expected = cifControlDigit(digits);
  const asDigit = control === String(expected);
  const asLetter = control === CIF_LETTERS.charAt(expected);
  if (CIF_ENDS_IN_LETTER.includes(letter)) return asLetter;
  if (CIF_ENDS_IN_DIGIT.includes(letter)) return asDigit;
  return asDigit || asLetter;
};

/**
 * A Spanish tax number with its check character: DNI (8 digits and a letter), NIE (X, Y or Z,
 * 7 digits and a letter) or CIF (an organisation letter, 7 digits and a digit or letter).
 */
export const isValidSpanishTaxId = (value: string): boolean => {
  const dni = /^(\d{8})([A-Z])$/.exec(value);
  if (dni !== null) return dniLetter(dni[1] as string) === dni[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie !== null) return dniLetter(`${'XYZ'.indexOf(nie[1] as string)}${nie[2] as string}`) === nie[3];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  return cif !== null && isValidCif(cif[1] as string, cif[2] as string, cif[3] as string);
};
