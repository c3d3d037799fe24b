import { validateCompanyName } from '../checkout/company-name.ts';
import { isCustomerType, type CustomerType } from '../checkout/customer-type.ts';
import { validatePersonName } from '../checkout/person-name.ts';
import { validatePhone } from '../checkout/phone.ts';
import { validateVatId } from '../checkout/vat-id.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { CountryCode } from '../site/country.ts';
import { isLocale, type Locale } from '../site/locale.ts';
import { isAdult } from '../validation/adult.ts';
import { formatDateString, parseDateString } from '../validation/date-string.ts';
import { fieldsChecked, type FieldProblem, type InvalidFields } from '../forms/field-problem.ts';
import type { Result } from 'neverthrow';
import { problemOf } from '../forms/field-problem.ts';

/** A customer's profile as checked, ready to store. */
export type ProfileChanges = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly locale: Locale | null;
  readonly customerType: CustomerType;
  /** Null for a PERSON. */
  readonly companyName: string | null;
  /** With its country prefix; null for a PERSON. */
  readonly vatId: string | null;
  /** 'YYYY-MM-DD', or null when not given. */
  readonly birthDate: string | null;
};

/** The profile form as typed: a blank phone, locale or birth date clears it; company fields count for COMPANY only. */
export type ProfileInput = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly locale: string;
  readonly customerType: string;
  readonly companyName: string;
  readonly vatId: string;
  readonly birthDate: string;
};

/** A birth date is a real 'YYYY-M-D' day (spec 5) of someone at least 18 on the clock's day; blank is none. */
export const birthDateProblems = (input: string, clock: Clock): readonly FieldProblem[] => {
  const typed = input.trim();
  if (typed === '') return [];
  return parseDateString(typed).match(
    (date) => (isAdult(date, clock) ? [] : [{ field: 'birthDate', problem: 'TooYoung' }]),
    () => [{ field: 'birthDate', problem: 'Invalid' }],
  );
};

type CompanyInput = Pick<ProfileInput, 'customerType' | 'companyName' | 'vatId'>;

/** PERSON or COMPANY, and a company's name as checkout checks it; a PERSON keeps no company fields. */
export const customerTypeProblems = (input: CompanyInput): readonly FieldProblem[] => {
  if (!isCustomerType(input.customerType)) return [{ field: 'customerType', problem: 'Invalid' }];
  const companyName = validateCompanyName(input.companyName);
  return input.customerType === 'COMPANY' && companyName.isErr() ? [problemOf('companyName', companyName.error)] : [];
};

/** A company's VAT id as checkout checks it; unprefixed numbers are read in the store's country. */
export const vatIdProblems = (input: CompanyInput, country: CountryCode): readonly FieldProblem[] => {
  const vatId = validateVatId(input.vatId, country);
  return input.customerType === 'COMPANY' && vatId.isErr() ? [problemOf('vatId', vatId.error)] : [];
};

/** Names as checkout checks them; the phone in E.164 and unprefixed VAT ids read in the store's country. */
export const checkProfile = (
  input: ProfileInput,
  country: CountryCode,
  clock: Clock,
): Result<ProfileChanges, InvalidFields> => {
  const firstName = validatePersonName(input.firstName);
  const lastName = validatePersonName(input.lastName);
  const phone = input.phone.trim() === '' ? null : validatePhone(input.phone, country);
  const locale = input.locale.trim();
  const problems: FieldProblem[] = [
    ...(firstName.isErr() ? [problemOf('firstName', firstName.error)] : []),
    ...(lastName.isErr() ? [problemOf('lastName', lastName.error)] : []),
    ...(phone?.isErr() ? [problemOf('phone', phone.error)] : []),
    ...(locale === '' || isLocale(locale) ? [] : [problemOf('locale', { type: 'InvalidLocale' })]),
    ...customerTypeProblems(input),
    ...vatIdProblems(input, country),
    ...birthDateProblems(input.birthDate, clock),
  ];
  const company = input.customerType === 'COMPANY';
  const birthDate = parseDateString(input.birthDate.trim());
  return fieldsChecked(problems, () => ({
    firstName: firstName.unwrapOr(''),
    lastName: lastName.unwrapOr(''),
    phone: phone?.unwrapOr(null) ?? null,
    locale: isLocale(locale) ? locale : null,
    customerType: input.customerType as CustomerType,
    companyName: company ? validateCompanyName(input.companyName).unwrapOr(null) : null,
    vatId: company ? validateVatId(input.vatId, country).unwrapOr(null) : null,
    birthDate: birthDate.map(formatDateString).unwrapOr(null),
  }));
};
