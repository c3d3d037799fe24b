import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';

/** The kind of mark a method shows: drawn here, so no logo is copied and nothing is fetched from elsewhere. */
type Mark = 'card' | 'bank' | 'online-bank' | 'phone' | 'wallet' | 'reference' | 'invoice';

const MARK_OF: Readonly<Record<PaymentMethod, Mark>> = {
  CARD: 'card',
  BANK_TRANSFER: 'bank',
  BILLING_ACCOUNT: 'invoice',
  MULTIBANCO: 'reference',
  BANCONTACT: 'online-bank',
  GIROPAY: 'online-bank',
  IDEAL: 'online-bank',
  SOFORT: 'online-bank',
  EPS: 'online-bank',
  TRUSTLY: 'online-bank',
  PAYPAL: 'wallet',
  KLARNA: 'wallet',
  MOBILE_PAY: 'phone',
  BIZUM: 'phone',
  BLIK: 'phone',
  SWISH: 'phone',
  TWINT: 'phone',
  MB_WAY: 'phone',
  APPLE_PAY: 'phone',
  GOOGLE_PAY: 'phone',
};

// Simple line drawings on a 32×24 grid, in the text colour: they read in both brands and in dark surroundings.
const DRAWINGS: Readonly<Record<Mark, ReactNode>> = {
  card: (
    <>
      <rect x="3" y="4" width="26" height="17" rx="3" />
      <path d="M3 9h26" strokeWidth="3" />
      <path d="M7 16h6" />
    </>
  ),
  bank: (
    <>
      <path d="M4 10 16 3l12 7z" />
      <path d="M8 11v7M13 11v7M19 11v7M24 11v7M4 21h24" />
    </>
  ),
  'online-bank': (
    <>
      <rect x="3" y="3" width="26" height="15" rx="2" />
      <path d="M12 22h8M16 18v4" />
      <path d="M10 10.5 16 7l6 3.5zM12 11v4M16 11v4M20 11v4" />
    </>
  ),
  phone: (
    <>
      <rect x="10" y="2" width="12" height="20" rx="2.5" />
      <path d="M14 18.5h4" />
      <path d="m13 10 2.2 2.2L19.5 8" />
    </>
  ),
  wallet: (
    <>
      <path d="M5 7h20a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7.5A3.5 3.5 0 0 1 7.5 4H23" />
      <path d="M28 12h-5a2.5 2.5 0 0 0 0 5h5" />
    </>
  ),
  reference: (
    <>
      <path d="M7 3h18v19l-3-2-3 2-3-2-3 2-3-2-3 2z" />
      <path d="M11 8h10M11 12h10M11 16h6" />
    </>
  ),
  invoice: (
    <>
      <path d="M8 2h11l5 5v15H8z" />
      <path d="M19 2v5h5M12 12h8M12 16h8" />
    </>
  ),
};

/** A payment method's mark beside its name: decoration, since the name is always written next to it. */
export const PaymentMark = ({ method }: { readonly method: PaymentMethod }) => (
  <svg
    className="payment-mark"
    data-mark={MARK_OF[method]}
    width="40"
    height="30"
    viewBox="0 0 32 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
    aria-hidden="true"
  >
    {DRAWINGS[MARK_OF[method]]}
  </svg>
);
