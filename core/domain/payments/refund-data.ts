import { err, ok, type Result } from 'neverthrow';
import { validateIban, type Iban, type IbanError } from './iban.ts';

export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

export type RefundDataInput = { readonly iban: string; readonly accountHolder: string };

/** Where a refund is paid by transfer, and to whom. */
export type RefundData = { readonly iban: Iban; readonly accountHolder: string };

export type AccountHolderError =
  | { readonly type: 'Required' }
  | { readonly type: 'TooLong'; readonly max: number }
  | { readonly type: 'InvalidAccountHolder' };

export type RefundDataErrors = {
  readonly iban?: IbanError;
  readonly accountHolder?: AccountHolderError;
};

// 70 characters is the SEPA limit for a beneficiary name.
export const validateAccountHolder = (input: string): Result<string, AccountHolderError> => {
  const holder = input.trim().replace(/\s+/g, ' ');
  if (holder === '') return err({ type: 'Required' });
  if (holder.length > ACCOUNT_HOLDER_MAX_LENGTH) return err({ type: 'TooLong', max: ACCOUNT_HOLDER_MAX_LENGTH });
  return /\p{L}/u.test(holder) ? ok(holder) : err({ type: 'InvalidAccountHolder' });
};

/** Every field's error at once, for the form to show them all. */
export const validateRefundData = (input: RefundDataInput): Result<RefundData, RefundDataErrors> => {
  const iban = validateIban(input.iban);
  const accountHolder = validateAccountHolder(input.accountHolder);
  if (iban.isOk() && accountHolder.isOk()) return ok({ iban: iban.value, accountHolder: accountHolder.value });
  return err({
    ...(iban.isErr() ? { iban: iban.error } : {}),
    ...(accountHolder.isErr() ? { accountHolder: accountHolder.error } : {}),
  });
};
