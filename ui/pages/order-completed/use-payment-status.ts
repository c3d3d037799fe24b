import { useEffect, useState } from 'react';
import { keepsPolling, PAYMENT_POLL } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import type { ShownPaymentStatus } from '../../../core/storefront/orders/shown-order.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** The payment status, asked again every few seconds while it is PENDING (the provider's answer may still be on its way). */
export const usePaymentStatus = (publicId: string, initial: ShownPaymentStatus) => {
  const { orders } = useUseCases();
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
  return payment;
};
