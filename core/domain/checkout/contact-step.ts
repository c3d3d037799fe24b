import { err, ok, type Result } from 'neverthrow';
import type { CountryCode } from '../site/country.ts';
import { validateEmail, type Email, type InvalidEmail } from '../validation/email.ts';
import { validateCompanyName, type CompanyName, type CompanyNameError } from './company-name.ts';
import { isCustomerType, type CustomerType } from './customer-type.ts';
import { combineFields } from '../forms/field-errors.ts';
import { invalidChoice, required, type InvalidChoice, type Required } from './field-text.ts';
import { validatePersonName, type PersonName, type PersonNameError } from './person-name.ts';
import { validatePhone, type Phone, type PhoneError } from './phone.ts';
import { validateVatId, type VatId, type VatIdError } from './vat-id.ts';

/** The contact form as typed; company fields are read only when the customer type is COMPANY. */
export type ContactInput = {
  readonly customerType: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly companyName: string;
  readonly vatId: string;
};

export type PersonContact = {
  readonly customerType: 'PERSON';
  readonly email: Email;
  readonly firstName: PersonName;
  readonly lastName: PersonName;
  readonly phone: Phone;
};

export type CompanyContact = Omit<PersonContact, 'customerType'> & {
  readonly customerType: 'COMPANY';
  readonly companyName: CompanyName;
  readonly vatId: VatId;
};

export type Contact = PersonContact | CompanyContact;

export type ContactErrors = {
  readonly customerType?: Required | InvalidChoice;
  readonly email?: Required | InvalidEmail;
  readonly firstName?: PersonNameError;
  readonly lastName?: PersonNameError;
  readonly phone?: PhoneError;
  readonly companyName?: CompanyNameError;
  readonly vatId?: VatIdError;
};

export const validateCustomerType = (input: string): Result<CustomerType, Required | InvalidChoice> => {
  if (input === '') return err(required());
  return isCustomerType(input) ? ok(input) : err(invalidChoice(input));
};

/** Blanks around a pasted address are dropped before the specification's e-mail rule applies. */
export const validateContactEmail = (input: string): Result<Email, Required | InvalidEmail> => {
  const email = input.trim();
  return email === '' ? err(required()) : validateEmail(email);
};

/** Every contact field's error at once; `storeCountry` reads national phone numbers and unprefixed VAT numbers. */
export const validateContactStep = (input: ContactInput, storeCountry: CountryCode): Result<Contact, ContactErrors> => {
  const person = {
    customerType: validateCustomerType(input.customerType),
    email: validateContactEmail(input.email),
    firstName: validatePersonName(input.firstName),
    lastName: validatePersonName(input.lastName),
    phone: validatePhone(input.phone, storeCountry),
  };
  if (input.customerType === 'COMPANY') {
    const company = {
      ...person,
      companyName: validateCompanyName(input.companyName),
      vatId: validateVatId(input.vatId, storeCountry),
    };
    return combineFields(company).map((fields) => ({ ...fields, customerType: 'COMPANY' as const }));
  }
  return combineFields(person).map((fields) => ({ ...fields, customerType: 'PERSON' as const }));
};
