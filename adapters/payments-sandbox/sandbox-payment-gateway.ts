import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { paymentKindOf } from '../../core/domain/payments/payment-method.ts';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type {
  PaymentGateway,
  PaymentGatewayUnavailable,
  PaymentRefunder,
  PaymentSession,
  PaymentSessionRequest,
} from '../../core/shop/payments/payment-gateway.port.ts';
import type { ShopDatabase } from '../postgres/database.ts';
import { payments, paymentSandboxSessions } from '../postgres/schema/index.ts';
import { instructionsFor } from './sandbox-instructions.ts';

export const SANDBOX_PAGE_PATH = '/payments-sandbox/pay';

export const PROVIDER_REFERENCE_LENGTH = 24;

const unavailable = (cause: unknown): PaymentGatewayUnavailable => ({
  type: 'PaymentGatewayUnavailable',
  cause: String(cause),
});

const start = async (
  db: ShopDatabase,
  ids: IdGenerator,
  clock: Clock,
  request: PaymentSessionRequest,
): Promise<PaymentSession> => {
  const providerReference = ids.randomString(PROVIDER_REFERENCE_LENGTH);
  const online = paymentKindOf(request.method) === 'ONLINE_PREPAID';
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ providerReference, updatedAt: new Date(clock.now()) })
      .where(eq(payments.id, request.paymentId))
      .returning({ id: payments.id });
    if (updated.length === 0) throw new Error(`No payment ${request.paymentId}`);
    if (!online) return;
    await tx.insert(paymentSandboxSessions).values({
      reference: providerReference,
      paymentId: request.paymentId,
      orderPublicId: request.orderPublicId,
      method: request.method,
      amountMinor: request.amount.amount,
      currency: request.amount.currency,
      returnUrl: request.returnUrl,
      locale: request.locale,
      createdAt: new Date(clock.now()),
    });
  });
  if (online) {
    return { kind: 'redirect', providerReference, redirectUrl: `${SANDBOX_PAGE_PATH}/${providerReference}` };
  }
  const instructions = instructionsFor(request.method, request, ids.randomDigits(9), clock.now());
  return { kind: 'instructions', providerReference, instructions };
};

/** The sandbox refunds a paid payment it knows, once: the same payment always gets the same refund reference. */
const refund = async (db: ShopDatabase, paymentId: string): Promise<{ providerReference: string }> => {
  const [payment] = await db
    .select({ status: payments.status, reference: payments.providerReference })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (payment?.status !== 'PAID') throw new Error(`The sandbox has no paid payment ${paymentId} to refund`);
  return { providerReference: `refund-${payment.reference ?? paymentId}` };
};

/**
 * The bundled payment provider: online methods get a hosted page served by the shop itself; transfers,
 * Multibanco and billing accounts get instructions and stay pending until the money is confirmed.
 */
export const sandboxPaymentGateway = (
  db: ShopDatabase,
  ids: IdGenerator,
  clock: Clock,
): PaymentGateway & PaymentRefunder => ({
  startPayment: (request) => ResultAsync.fromPromise(start(db, ids, clock, request), unavailable),
  refundPayment: (request) => ResultAsync.fromPromise(refund(db, request.paymentId), unavailable),
});
