import { err, ok, type Result } from 'neverthrow';
import { requiredText, type Required, type TooLong } from './field-text.ts';

export type CompanyName = string & { readonly __brand: 'CompanyName' };

export type InvalidCompanyName = { readonly type: 'InvalidCompanyName' };

export type CompanyNameError = Required | TooLong | InvalidCompanyName;

export const COMPANY_NAME_MAX_LENGTH = 100;

/** Any characters, as trade names carry digits and symbols, but at least one letter or digit. */
export const validateCompanyName = (input: string): Result<CompanyName, CompanyNameError> =>
  requiredText(input, COMPANY_NAME_MAX_LENGTH).andThen((name) =>
    /[\p{L}\p{N}]/u.test(name) ? ok(name as CompanyName) : err({ type: 'InvalidCompanyName' } as const),
  );
