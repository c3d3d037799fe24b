import { err, ok, type Result } from 'neverthrow';
import type { PaymentKind } from '../payments/payment-kind.ts';
import { isPaymentMethod, paymentKindOf, type PaymentMethod } from '../payments/payment-method.ts';
import type { CountryCode } from '../site/country.ts';
import { combineFields } from '../forms/field-errors.ts';
import { invalidChoice, required, type InvalidChoice, type Required } from './field-text.ts';

export type PaymentInput = { readonly method: string; readonly termsAccepted: boolean };

/** The chosen method; accepting the terms is implied by having a choice at all. */
export type PaymentChoice = { readonly method: PaymentMethod; readonly kind: PaymentKind };

export type PaymentMethodNotOffered = {
  readonly type: 'PaymentMethodNotOffered';
  readonly method: PaymentMethod;
  readonly country: CountryCode;
};

export type TermsNotAccepted = { readonly type: 'TermsNotAccepted' };

export type PaymentErrors = {
  readonly method?: Required | InvalidChoice | PaymentMethodNotOffered;
  readonly terms?: TermsNotAccepted;
};

const validateMethod = (
  input: string,
  offered: readonly PaymentMethod[],
  country: CountryCode,
): Result<PaymentMethod, NonNullable<PaymentErrors['method']>> => {
  if (input === '') return err(required());
  if (!isPaymentMethod(input)) return err(invalidChoice(input));
  return offered.includes(input) ? ok(input) : err({ type: 'PaymentMethodNotOffered', method: input, country });
};

const validateTerms = (accepted: boolean): Result<true, TermsNotAccepted> =>
  accepted ? ok(true) : err({ type: 'TermsNotAccepted' });

/** `offered` is paymentMethodsFor(the shipping country, the customer type, the billing account). */
export const validatePaymentStep = (
  input: PaymentInput,
  offered: readonly PaymentMethod[],
  country: CountryCode,
): Result<PaymentChoice, PaymentErrors> =>
  combineFields({
    method: validateMethod(input.method, offered, country),
    terms: validateTerms(input.termsAccepted),
  }).map(({ method }) => ({ method, kind: paymentKindOf(method) }));
