import type { PaymentMethod } from '../payments/payment-method.ts';
import type { CountryCode } from '../site/country.ts';
import type { CustomerType } from './customer-type.ts';

const WALLETS: readonly PaymentMethod[] = ['APPLE_PAY', 'GOOGLE_PAY'];

// Card first, then the country's own favourite, then the rest in rough order of local use.
const OFFER: { readonly [country: string]: readonly PaymentMethod[] } = {
  ES: ['CARD', 'BIZUM', 'PAYPAL', ...WALLETS, 'KLARNA', 'BANK_TRANSFER'],
  PT: ['CARD', 'MULTIBANCO', 'MB_WAY', 'PAYPAL', ...WALLETS, 'BANK_TRANSFER'],
  FR: ['CARD', 'PAYPAL', ...WALLETS, 'KLARNA', 'BANK_TRANSFER'],
  IT: ['CARD', 'PAYPAL', ...WALLETS, 'KLARNA', 'BANK_TRANSFER'],
  PL: ['CARD', 'BLIK', 'PAYPAL', ...WALLETS, 'BANK_TRANSFER'],
  DK: ['CARD', 'MOBILE_PAY', 'PAYPAL', ...WALLETS, 'KLARNA'],
  CZ: ['CARD', 'PAYPAL', ...WALLETS, 'BANK_TRANSFER'],
  SK: ['CARD', 'PAYPAL', ...WALLETS, 'BANK_TRANSFER'],
  BE: ['CARD', 'BANCONTACT', 'PAYPAL', ...WALLETS, 'KLARNA', 'BANK_TRANSFER'],
  LU: ['CARD', 'PAYPAL', ...WALLETS, 'BANK_TRANSFER'],
  CH: ['CARD', 'TWINT', 'PAYPAL', ...WALLETS],
  GB: ['CARD', 'PAYPAL', ...WALLETS, 'KLARNA'],
  IE: ['CARD', 'PAYPAL', ...WALLETS],
  DE: ['CARD', 'PAYPAL', 'SOFORT', 'GIROPAY', 'KLARNA', ...WALLETS, 'BANK_TRANSFER'],
  AT: ['CARD', 'EPS', 'SOFORT', 'PAYPAL', 'KLARNA', ...WALLETS, 'BANK_TRANSFER'],
  NL: ['CARD', 'IDEAL', 'PAYPAL', 'KLARNA', ...WALLETS],
  SE: ['CARD', 'SWISH', 'TRUSTLY', 'KLARNA', 'PAYPAL', ...WALLETS],
  FI: ['CARD', 'TRUSTLY', 'MOBILE_PAY', 'KLARNA', 'PAYPAL', ...WALLETS],
};

/** What any country without a table row gets: methods that work everywhere. */
const ANYWHERE: readonly PaymentMethod[] = ['CARD', 'PAYPAL'];

/** Methods that are consumer credit, not offered to companies. */
const CONSUMER_ONLY: readonly PaymentMethod[] = ['KLARNA'];

/**
 * The payment methods offered, in display order, for a delivery `country` and customer type.
 * A company with a billing account gets BILLING_ACCOUNT first.
 */
export const paymentMethodsFor = (
  country: CountryCode,
  customerType: CustomerType,
  hasBillingAccount = false,
): readonly PaymentMethod[] => {
  const local = OFFER[country] ?? ANYWHERE;
  if (customerType === 'PERSON') return local;
  const business = local.filter((method) => !CONSUMER_ONLY.includes(method));
  return hasBillingAccount ? ['BILLING_ACCOUNT', ...business] : business;
};
