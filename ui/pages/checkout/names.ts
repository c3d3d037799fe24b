import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';

// Brand names are not translated: the core keeps the carriers' for the pages and the mails alike.
export { CARRIER_NAMES } from '../../../core/domain/shipments/carrier.ts';

/** Methods named after a brand keep its name; the others are translated (paymentMethods.* in the checkout texts). */
export const PAYMENT_BRANDS: Partial<Readonly<Record<PaymentMethod, string>>> = {
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  PAYPAL: 'PayPal',
  SOFORT: 'Sofort',
  MOBILE_PAY: 'MobilePay',
  BIZUM: 'Bizum',
  MULTIBANCO: 'Multibanco',
  BLIK: 'BLIK',
  EPS: 'eps',
  SWISH: 'Swish',
  TWINT: 'TWINT',
  TRUSTLY: 'Trustly',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  KLARNA: 'Klarna',
  MB_WAY: 'MB WAY',
};
