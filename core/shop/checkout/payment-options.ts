import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import { paymentMethodsFor } from '../../domain/checkout/payment-offer.ts';
import type { PaymentKind } from '../../domain/payments/payment-kind.ts';
import { paymentKindOf, type PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { CountryCode } from '../../domain/site/country.ts';

export type PaymentOption = { readonly method: PaymentMethod; readonly kind: PaymentKind };

/** The methods offered for a delivery country and customer, in display order, each with how it is settled. */
export const paymentOptionsFor = (
  country: CountryCode,
  customerType: CustomerType,
  hasBillingAccount: boolean,
): readonly PaymentOption[] =>
  paymentMethodsFor(country, customerType, hasBillingAccount).map((method) => ({
    method,
    kind: paymentKindOf(method),
  }));
