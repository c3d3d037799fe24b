import { useTexts } from '../../app/use-texts.ts';
import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import type { ShownPaymentStatus } from '../../../core/storefront/orders/shown-order.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { PAYMENT_BRANDS } from '../checkout/names.ts';
import { usePaymentStatus } from './use-payment-status.ts';
import { useRetryPayment } from './use-retry-payment.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { PaymentInstructions } from '../../components/order/payment-instructions.tsx';

/**
 * The order's payment: paid, waiting (asked again while it waits), or declined with a new try offered; a pending
 * transfer says how it is matched.
 */
export const PaymentSection = ({
  publicId,
  initial,
  ns = 'order-completed',
  retryWhilePending = false,
}: {
  publicId: string;
  initial: ShownPaymentStatus;
  /** The page whose namespace holds the `payment` texts. */
  ns?: 'order-completed' | 'accounts-order';
  /**
   * Offer a new try for a pending online payment too. Not right after the provider's page, whose answer may
   * still be on its way, but later, from the customer's order.
   */
  retryWhilePending?: boolean;
}) => {
  const { t } = useTexts(ns);
  const hydrated = useHydrated();
  const { payment, checking, follow } = usePaymentStatus(publicId, initial);
  const retry = useRetryPayment(publicId, payment, follow);
  const methodName = (method: PaymentMethod) => PAYMENT_BRANDS[method] ?? t(`payment.methods.${method}`);
  const offersRetry =
    (payment.status === 'CANCELED' || retryWhilePending) && payment.canRetry && payment.retryMethods.length > 0;
  const awaitsTransfer = payment.status === 'PENDING' && payment.kind === 'TRANSFER' && retry.instructions === null;
  return (
    <section aria-labelledby="payment-title" aria-busy={checking || retry.pending} className="order-payment">
      <h2 id="payment-title">{t('payment.title')}</h2>
      <p role="status">{t(`payment.${payment.status}`)}</p>
      {awaitsTransfer && <p>{t('payment.transferPending', { number: publicId })}</p>}
      {/* The outcome's place, held while the shop is asked again. */}
      {checking && <Skeleton shape="button" />}
      {retry.instructions !== null && (
        <>
          <h3>{t('payment.instructions')}</h3>
          <PaymentInstructions instructions={retry.instructions} />
        </>
      )}
      {offersRetry && (
        <AppForm onSubmit={retry.retry} aria-labelledby="retry-title">
          <p id="retry-title">{t('payment.retryLead')}</p>
          <fieldset>
            <legend>{t('payment.retryMethod')}</legend>
            {payment.retryMethods.map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  checked={retry.method === method}
                  onChange={() => retry.setMethod(method)}
                />
                {methodName(method)}
              </label>
            ))}
          </fieldset>
          {retry.failed && <p role="alert">{t('payment.retryFailed')}</p>}
          <button type="submit" className="button" disabled={!hydrated || retry.pending}>
            {t('payment.retry')}
          </button>
        </AppForm>
      )}
    </section>
  );
};
