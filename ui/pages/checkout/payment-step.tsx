import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { priceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';
import type { CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { ShownPlacedOrder } from '../../../core/storefront/checkout/shown-checkout.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import { PAYMENT_BRANDS } from './names.ts';
import { useStepForm } from './use-step-form.ts';
import { PaymentInstructions } from '../../components/order/payment-instructions.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { PaymentMark } from '../../components/payment-mark/payment-mark.tsx';

const completedPath = (order: ShownPlacedOrder) => `/order-completed?order=${encodeURIComponent(order.publicId)}`;

export const PaymentStep = ({ page }: { page: CheckoutPageData }) => {
  const { t } = useTexts('checkout');
  const { checkout } = useUseCases();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [method, setMethod] = useState<string>(page.checkout.payment?.method ?? '');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [placed, setPlaced] = useState<ShownPlacedOrder | null>(null);
  const form = useStepForm<ShownPlacedOrder>(() => ({}));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      () => checkout.placeOrder(page.checkout, page.cart, { method, termsAccepted }),
      (order) => {
        if (order.next.kind === 'redirect') window.location.assign(order.next.url);
        else if (order.next.kind === 'pending') void navigate(completedPath(order));
        else setPlaced(order);
      },
    );
  };
  const problem = (field: string) => {
    const type = form.problemOf(field);
    return type === undefined ? null : (
      <p id={`field-${field}-error`} className="field-error" role="alert">
        {t(`errors.${type}`, { defaultValue: t('errors.other') })}
      </p>
    );
  };
  if (placed !== null && placed.next.kind === 'instructions') {
    return (
      <section aria-labelledby="instructions-title">
        <h2 id="instructions-title">{t('payment.instructions')}</h2>
        <PaymentInstructions instructions={placed.next.instructions} />
        <a className="button" href={completedPath(placed)}>
          {t('payment.seeOrder')}
        </a>
      </section>
    );
  }
  return (
    <AppForm onSubmit={submit} noValidate aria-labelledby="step-title">
      <fieldset aria-describedby={form.problemOf('method') ? 'field-method-error' : undefined}>
        <legend>{t('payment.method')}</legend>
        {page.checkout.paymentOptions.map((option) => (
          <label key={option.method} className="choice payment-choice">
            <input
              type="radio"
              name="method"
              value={option.method}
              checked={method === option.method}
              onChange={() => {
                setMethod(option.method);
                form.touch('method');
              }}
            />
            <PaymentMark method={option.method} />
            <span>{PAYMENT_BRANDS[option.method] ?? t(`paymentMethods.${option.method}`)}</span>
          </label>
        ))}
        {problem('method')}
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          name="terms"
          checked={termsAccepted}
          aria-invalid={form.problemOf('terms') !== undefined}
          aria-describedby={form.problemOf('terms') ? 'field-terms-error' : undefined}
          onChange={(event) => {
            setTermsAccepted(event.target.checked);
            form.touch('terms');
          }}
        />
        {t('payment.terms')}
      </label>
      {problem('terms')}
      <p className="checkout-terms-link">
        <ShopLink to="/terms">{t('payment.readTerms')}</ShopLink>
      </p>
      <p className="checkout-to-pay">
        <span>{t('summary.total')}</span>{' '}
        <strong>
          {formatMoney(page.cart.total, priceStyleOf(storeFor(page.cart.store), page.cart.pricesWithDecimals))}
        </strong>
      </p>
      {form.failed && <p role="alert">{t('orderFailed')}</p>}
      <button type="submit" className="button" disabled={!hydrated || form.pending}>
        {t('payment.placeOrder')}
      </button>
    </AppForm>
  );
};
