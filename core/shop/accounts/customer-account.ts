import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { AccountType, Customer, CustomerId, CustomerRestriction } from '../../domain/customers/customer.ts';
import type { Locale } from '../../domain/site/locale.ts';

/** A customer account as the shop keeps it. */
export type CustomerAccount = {
  readonly id: CustomerId;
  /** Lower-cased, as every e-mail is compared. */
  readonly email: string;
  /** Null for an account that has only ever signed in by e-mail link. */
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly accountType: AccountType;
  readonly restrictions: readonly CustomerRestriction[];
  readonly invoicingEnabled: boolean;
  readonly locale: Locale | null;
  /** When the owner proved the address is theirs (an e-mail link or a password reset); null until then. */
  readonly emailVerifiedAt: number | null;
  readonly customerType: CustomerType;
  readonly companyName: string | null;
  readonly vatId: string | null;
  /** 'YYYY-MM-DD'. */
  readonly birthDate: string | null;
};

/** What the permission rules need to know of an account. */
export const permissionsOf = (account: CustomerAccount): Customer => ({
  id: account.id,
  accountType: account.accountType,
  restrictions: account.restrictions,
  invoicingEnabled: account.invoicingEnabled,
});

/** The accounts profile page: what the customer sees of their own account. */
export type Profile = {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly locale: Locale | null;
  readonly accountType: AccountType;
  readonly customerType: CustomerType;
  readonly companyName: string | null;
  readonly vatId: string | null;
  readonly birthDate: string | null;
};

export const profileOf = (account: CustomerAccount): Profile => ({
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  phone: account.phone,
  locale: account.locale,
  accountType: account.accountType,
  customerType: account.customerType,
  companyName: account.companyName,
  vatId: account.vatId,
  birthDate: account.birthDate,
});
