import type { PaymentMethod } from '../../core/domain/payments/payment-method.ts';
import { toMajorUnits } from '../../core/domain/pricing/money.ts';
import type { PaymentSessionRequest } from '../../core/shop/payments/payment-gateway.port.ts';

/** The shop's (fictional) account: a Spanish IBAN with valid mod-97 check digits, at a bank code no bank uses. */
export const SANDBOX_SHOP_ACCOUNT = {
  beneficiary: 'Estampa Sandbox S.L.',
  iban: 'ES28 9999 0001 0020 2400 0001',
  bic: 'ESTPESS1XXX',
} as const;

/** A fictional Multibanco entity; real ones are five digits too. */
export const SANDBOX_MULTIBANCO_ENTITY = '99999';

export const MULTIBANCO_VALID_DAYS = 3;

export const BILLING_ACCOUNT_DUE_DAYS = 30;

const DAY_MS = 86_400_000;

const groupsOfThree = (digits: string) => digits.replace(/(\d{3})(?=\d)/g, '$1 ');

/**
 * What the payer is told to do for a deferred method: transfer to the shop's account with the order's
 * public id as reference, pay a Multibanco reference, or nothing (a billing account is debited later).
 */
export const instructionsFor = (
  method: PaymentMethod,
  request: PaymentSessionRequest,
  multibancoDigits: string,
  now: number,
): Readonly<Record<string, string>> => {
  const amount = { amount: toMajorUnits(request.amount).toFixed(2), currency: request.amount.currency };
  if (method === 'MULTIBANCO') {
    return {
      method,
      entity: SANDBOX_MULTIBANCO_ENTITY,
      reference: groupsOfThree(multibancoDigits),
      ...amount,
      expires_at: new Date(now + MULTIBANCO_VALID_DAYS * DAY_MS).toISOString(),
    };
  }
  if (method === 'BILLING_ACCOUNT') {
    return { method, reference: request.orderPublicId, ...amount, due_days: String(BILLING_ACCOUNT_DUE_DAYS) };
  }
  return { method, ...SANDBOX_SHOP_ACCOUNT, reference: request.orderPublicId, ...amount };
};
