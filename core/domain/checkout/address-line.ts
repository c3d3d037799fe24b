import { err, ok, type Result } from 'neverthrow';
import { requiredText, tidyText, tooLong, type Required, type TooLong } from './field-text.ts';

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;

/** Street, number, floor: the first line is required. */
export const validateAddressLine1 = (input: string): Result<string, Required | TooLong> =>
  requiredText(input, ADDRESS_LINE_MAX_LENGTH);

/** The second line is optional: empty gives null. */
export const validateAddressLine2 = (input: string): Result<string | null, TooLong> => {
  const line = tidyText(input);
  if (line === '') return ok(null);
  return [...line].length > ADDRESS_LINE_MAX_LENGTH ? err(tooLong(ADDRESS_LINE_MAX_LENGTH)) : ok(line);
};

export const validateCity = (input: string): Result<string, Required | TooLong> => requiredText(input, CITY_MAX_LENGTH);
