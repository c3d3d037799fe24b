import { useState, type FormEvent } from 'react';
import { paymentKindOf, type PaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import type { ShownPaymentStatus } from '../../../core/storefront/orders/shown-order.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** The declined attempt's method when it may be used again, else the first one offered. */
const firstChoice = (payment: ShownPaymentStatus): PaymentMethod | undefined =>
  payment.retryMethods.includes(payment.method) ? payment.method : payment.retryMethods[0];

/**
 * A new try after a declined payment: to the provider's page, or (transfers) its instructions here, after which
 * the page follows the new attempt's status.
 */
export const useRetryPayment = (
  publicId: string,
  payment: ShownPaymentStatus,
  follow: (next: ShownPaymentStatus) => void,
) => {
  const { orders } = useUseCases();
  // The status may only turn CANCELED after the page opened: the choice follows what is offered now.
  const [chosen, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const method = chosen !== undefined && payment.retryMethods.includes(chosen) ? chosen : firstChoice(payment);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [instructions, setInstructions] = useState<Readonly<Record<string, string>> | null>(null);

  const retry = (event: FormEvent) => {
    event.preventDefault();
    if (method === undefined || pending) return;
    setPending(true);
    setFailed(false);
    void orders.retryPayment(publicId, payment, method).match(
      (next) => {
        // Leaving for the provider's page: the button stays busy until the page goes.
        if (next.kind === 'redirect') return window.location.assign(next.url);
        if (next.kind === 'instructions') setInstructions(next.instructions);
        setPending(false);
        follow({ method, kind: paymentKindOf(method), status: 'PENDING', canRetry: false, retryMethods: [] });
      },
      () => {
        setFailed(true);
        setPending(false);
      },
    );
  };

  return { method, setMethod, pending, failed, instructions, retry };
};
