import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../../core/domain/payments/payment-method.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import type { PaymentGateway, PaymentSessionRequest } from '../../../../core/shop/payments/payment-gateway.port.ts';
import { getPaymentStatus } from '../../../../core/shop/payments/get-payment-status.use-case.ts';
import { retryOrderPayment, retryMethodsFor } from '../../../../core/shop/payments/retry-payment.use-case.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrderLedger } from '../../../support/in-memory-order-ledger.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-03-01T10:00:00Z');
const SESSION = 'ShopperSession000000001' as SessionId;
const declined = anOrder({ status: ORDER_STATUS.KEPT_FOR_NON_PAYMENT, payment: { status: 'CANCELED' } });

/** A provider with a hosted page for every method, recording what it was asked. */
const redirecting = (asked: PaymentSessionRequest[]): PaymentGateway => ({
  startPayment: (request) => {
    asked.push(request);
    return okAsync({ kind: 'redirect', providerReference: `ref-${request.paymentId}`, redirectUrl: '/pay/here' });
  },
});

const setUp = (gateway: (asked: PaymentSessionRequest[]) => PaymentGateway | null = redirecting) => {
  const fake = inMemoryOrderLedger();
  const asked: PaymentSessionRequest[] = [];
  const sessions: [string, string][] = [];
  const retry = retryOrderPayment({
    payments: fake.ledger,
    orders: {
      recordPaymentSession: (paymentId, reference) => {
        sessions.push([paymentId, reference]);
        return okAsync(undefined);
      },
    },
    gateway: gateway(asked),
    ids: sequenceIds(),
    clock,
    returnUrlFor: (publicId) => `/order-completed?order=${publicId}`,
  });
  return { fake, asked, sessions, retry, status: getPaymentStatus(fake.ledger) };
};

const again = (publicId: string, method: PaymentMethod | null = null, requester = SESSION) => ({
  publicId,
  requester,
  method,
});

describe('retryOrderPayment', () => {
  it('adds a pending attempt to the same order and opens the provider page for it', async () => {
    const { fake, asked, sessions, retry } = setUp();
    fake.add({ publicId: 'R1', state: declined, sessionId: SESSION });
    const retried = await retry(again('R1'));
    expect(retried._unsafeUnwrap()).toEqual({
      publicId: 'R1',
      payment: { method: 'CARD', kind: 'ONLINE_PREPAID', status: 'PENDING' },
      next: { kind: 'redirect', url: '/pay/here' },
    });
    const attempts = fake.payments('R1');
    expect(attempts.map((payment) => payment.status)).toEqual(['CANCELED', 'PENDING']);
    expect(asked).toEqual([
      {
        paymentId: attempts[1]?.id,
        orderPublicId: 'R1',
        method: 'CARD',
        amount: { amount: 2490, currency: 'EUR' },
        returnUrl: '/order-completed?order=R1',
        locale: 'es',
      },
    ]);
    expect(sessions).toEqual([[attempts[1]?.id, `ref-${attempts[1]?.id}`]]);
    // Kept for non-payment until the new attempt is paid.
    expect(fake.order('R1')?.state.status).toBe(ORDER_STATUS.KEPT_FOR_NON_PAYMENT);
  });

  it('pays with another method offered in the delivery country, settled the way that method is', async () => {
    const { fake, retry } = setUp(() => null);
    fake.add({ publicId: 'R2', state: declined, sessionId: SESSION });
    expect((await retry(again('R2', 'BANK_TRANSFER')))._unsafeUnwrap()).toEqual({
      publicId: 'R2',
      payment: { method: 'BANK_TRANSFER', kind: 'TRANSFER', status: 'PENDING' },
      next: { kind: 'pending' },
    });
  });

  it('refuses a method the delivery country is not offered, and adds no attempt', async () => {
    const { fake, retry } = setUp();
    fake.add({ publicId: 'R3', state: declined, sessionId: SESSION });
    expect(await retry(again('R3', 'BLIK'))).toEqual(
      err({ type: 'PaymentMethodNotOffered', method: 'BLIK', country: 'ES' }),
    );
    expect(fake.payments('R3')).toHaveLength(1);
  });

  it('refuses a paid order or one still waiting for a transfer, whatever the method', async () => {
    const { fake, retry } = setUp();
    fake.add({ publicId: 'R4', state: anOrder(), sessionId: SESSION });
    fake.add({
      publicId: 'R5',
      method: 'BANK_TRANSFER',
      state: anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } }),
      sessionId: SESSION,
    });
    expect(await retry(again('R4', 'BLIK'))).toEqual(err({ type: 'PaymentNotRetryable' }));
    expect(await retry(again('R5'))).toEqual(err({ type: 'PaymentNotRetryable' }));
  });

  it('refuses a canceled order', async () => {
    const { fake, retry } = setUp();
    const canceled = anOrder({ status: ORDER_STATUS.CANCELED, payment: { status: 'CANCELED' } });
    fake.add({ publicId: 'R6', state: canceled, sessionId: SESSION });
    expect(await retry(again('R6'))).toEqual(err({ type: 'PaymentNotRetryable' }));
  });

  it("answers another session as if the order did not exist, and the order's customer from any session", async () => {
    const { fake, retry } = setUp();
    fake.add({ publicId: 'R7', state: declined, sessionId: 'SomeoneElse0000000001' });
    fake.add({ publicId: 'R8', state: declined, customerId: 'cust-1' });
    fake.signIn(SESSION, 'cust-1');
    expect(await retry(again('R7'))).toEqual(err({ type: 'OrderNotFound' }));
    expect(fake.payments('R7')).toHaveLength(1);
    expect((await retry(again('R8'))).isOk()).toBe(true);
  });

  it('leaves the new attempt pending when the provider cannot be reached', async () => {
    const down = () => ({
      startPayment: () => errAsync({ type: 'PaymentGatewayUnavailable' as const, cause: 'down' }),
    });
    const { fake, retry } = setUp(down);
    fake.add({ publicId: 'R9', state: declined, sessionId: SESSION });
    expect((await retry(again('R9')))._unsafeUnwrap().next).toEqual({ kind: 'pending' });
    expect(fake.payments('R9').map((payment) => payment.status)).toEqual(['CANCELED', 'PENDING']);
  });
});

describe('retryMethodsFor', () => {
  it("is the checkout's offer for the delivery country and buyer", () => {
    const pt = retryMethodsFor({ shipmentCountry: 'PT' as CountryCode, customerType: 'PERSON' });
    expect(pt).toContain('MULTIBANCO');
    expect(retryMethodsFor({ shipmentCountry: 'ES' as CountryCode, customerType: 'COMPANY' })).not.toContain('KLARNA');
  });
});

describe('getPaymentStatus after a decline', () => {
  it('names the methods a new attempt may use, and none once it is paid', async () => {
    const { fake, status } = setUp();
    fake.add({ publicId: 'S1', state: declined, sessionId: SESSION });
    fake.add({ publicId: 'S2', state: anOrder(), sessionId: SESSION });
    expect((await status('S1', SESSION))._unsafeUnwrap().retryMethods).toEqual([
      'CARD',
      'BIZUM',
      'PAYPAL',
      'APPLE_PAY',
      'GOOGLE_PAY',
      'KLARNA',
      'BANK_TRANSFER',
    ]);
    expect((await status('S2', SESSION))._unsafeUnwrap().retryMethods).toEqual([]);
  });
});
