import { err, ok, type Result } from 'neverthrow';
import { requiredText, type Required, type TooLong } from './field-text.ts';

/** A first name or surname: letters with inner spaces, apostrophes, hyphens and dots. */
export type PersonName = string & { readonly __brand: 'PersonName' };

export type InvalidName = { readonly type: 'InvalidName' };

export type PersonNameError = Required | TooLong | InvalidName;

export const PERSON_NAME_MAX_LENGTH = 50;

// Marks (\p{M}) admit names typed with combining accents; digits and symbols are refused.
const NAME = /^[\p{L}\p{M}]+(?:[ '’.-][\p{L}\p{M}]*)*$/u;

export const validatePersonName = (input: string): Result<PersonName, PersonNameError> =>
  requiredText(input, PERSON_NAME_MAX_LENGTH).andThen((name) =>
    NAME.test(name) ? ok(name as PersonName) : err({ type: 'InvalidName' } as const),
  );
