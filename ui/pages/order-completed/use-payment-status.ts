import { useEffect, useState } from 'react';
import { keepsPolling, PAYMENT_POLL } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import type { ShownPaymentStatus } from '../../../core/storefront/orders/shown-order.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/**
 * The payment status, asked again every few seconds while it is PENDING (the provider's answer may still be on
 * its way). `follow` starts over with a new attempt's status; `checking` is true while asking goes on.
 */
export const usePaymentStatus = (publicId: string, initial: ShownPaymentStatus) => {
  const { orders } = useUseCases();
  const hydrated = useHydrated();
  const [payment, setPayment] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (!keepsPolling(payment, attempts)) return;
    const timer = setTimeout(() => {
      void orders.paymentStatus(publicId).match(
        (next) => {
          setPayment(next);
          setAttempts((made) => made + 1);
        },
        () => setAttempts((made) => made + 1),
      );
    }, PAYMENT_POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [orders, publicId, payment, attempts]);
  const follow = (next: ShownPaymentStatus) => {
    setPayment(next);
    setAttempts(0);
  };
  // The server's HTML arrives with the status it read; only the browser keeps asking.
  return { payment, checking: hydrated && keepsPolling(payment, attempts), follow };
};
