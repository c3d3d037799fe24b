import { err, ok, type Result } from 'neverthrow';

export type Required = { readonly type: 'Required' };

export type TooLong = { readonly type: 'TooLong'; readonly max: number };

/** A select or radio value that is not one of the options. */
export type InvalidChoice = { readonly type: 'InvalidChoice'; readonly value: string };

export const required = (): Required => ({ type: 'Required' });

export const tooLong = (max: number): TooLong => ({ type: 'TooLong', max });

export const invalidChoice = (value: string): InvalidChoice => ({ type: 'InvalidChoice', value });

/** Surrounding blanks dropped and inner runs of white space made one space, as typed text is stored. */
export const tidyText = (input: string): string => input.trim().replace(/\s+/g, ' ');

/** Tidied text that is present and at most `max` characters long. */
export const requiredText = (input: string, max: number): Result<string, Required | TooLong> => {
  const text = tidyText(input);
  if (text === '') return err(required());
  return [...text].length > max ? err(tooLong(max)) : ok(text);
};
