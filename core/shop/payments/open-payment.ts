import { okAsync, type ResultAsync } from 'neverthrow';
import type { OrderRepository } from '../orders/order-repository.port.ts';

import type { PaymentGateway, PaymentSessionRequest } from './payment-gateway.port.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';

/**
 * Opens the provider's page (or instructions) for a payment already stored. Without a provider, or when it
 * cannot be reached, the payment stays pending and is settled later.
 */
export const openPayment = (
  gateway: PaymentGateway | null,
  orders: Pick<OrderRepository, 'recordPaymentSession'>,
  request: PaymentSessionRequest,
): ResultAsync<PaymentNext, never> => {
  if (gateway === null) return okAsync({ kind: 'pending' });
  return gateway
    .startPayment(request)
    .andThen((session) =>
      orders
        .recordPaymentSession(request.paymentId, session.providerReference)
        .map((): PaymentNext =>
          session.kind === 'redirect'
            ? { kind: 'redirect', url: session.redirectUrl }
            : { kind: 'instructions', instructions: session.instructions },
        ),
    )
    .orElse(() => okAsync<PaymentNext, never>({ kind: 'pending' }));
};
