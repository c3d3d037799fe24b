import { validatePersonName } from '../../domain/checkout/person-name.ts';
import { validatePhone } from '../../domain/checkout/phone.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import { isLocale } from '../../domain/site/locale.ts';
import { fieldsChecked, type FieldProblem, type InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Result } from 'neverthrow';
import type { ProfileChanges } from './customer-repository.port.ts';
import { problemOf } from './field-problems.ts';

/** The profile form as typed: a blank phone or locale clears it. */
export type ProfileInput = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly locale: string;
};

/** Names as checkout checks them; the phone in E.164, national numbers read in the store's country. */
export const checkProfile = (input: ProfileInput, country: CountryCode): Result<ProfileChanges, InvalidFields> => {
  const firstName = validatePersonName(input.firstName);
  const lastName = validatePersonName(input.lastName);
  const phone = input.phone.trim() === '' ? null : validatePhone(input.phone, country);
  const locale = input.locale.trim();
  const problems: FieldProblem[] = [
    ...(firstName.isErr() ? [problemOf('firstName', firstName.error)] : []),
    ...(lastName.isErr() ? [problemOf('lastName', lastName.error)] : []),
    ...(phone?.isErr() ? [problemOf('phone', phone.error)] : []),
    ...(locale === '' || isLocale(locale) ? [] : [problemOf('locale', { type: 'InvalidLocale' })]),
  ];
  return fieldsChecked(problems, () => ({
    firstName: firstName.unwrapOr(''),
    lastName: lastName.unwrapOr(''),
    phone: phone?.unwrapOr(null) ?? null,
    locale: isLocale(locale) ? locale : null,
  }));
};
