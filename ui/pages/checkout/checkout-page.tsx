import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CHECKOUT_STEP_NAMES, CHECKOUT_STEPS } from '../../../core/domain/checkout/checkout-step.ts';

import type { CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { priceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';
import { AddressStep } from './address-step.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { ContactStep } from './contact-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShipmentStep } from './shipment-step.tsx';
import { furthestStep } from '../../../core/domain/checkout/checkout.ts';

const stepPath = (step: number) => `/checkout?step=${step}`;

/** Two columns: the numbered steps with the current one's form, and the order summary beside them. */
export const CheckoutPage = ({ data }: { data: CheckoutPageData }) => {
  const { t } = useTexts('checkout');
  const navigate = useNavigate();
  const next = () => void navigate(stepPath(data.step + 1));
  const reachable = furthestStep(data.checkout);
  const prices = priceStyleOf(storeFor(data.cart.store), data.cart.pricesWithDecimals);
  return (
    <div className="checkout-page">
      <div className="checkout-head">
        <h1>{t('title')}</h1>
        <nav aria-label={t('steps')}>
          <ol className="checkout-steps">
            {CHECKOUT_STEPS.map((step) => {
              const name = t(`stepNames.${CHECKOUT_STEP_NAMES[step]}`);
              const number = (
                <span className="checkout-step-number" aria-hidden="true">
                  {step}
                </span>
              );
              if (step === data.step)
                return (
                  <li key={step} aria-current="step">
                    {number}
                    <span>{name}</span>
                  </li>
                );
              const done = step < data.step ? 'checkout-step-done' : undefined;
              return (
                <li key={step} className={done}>
                  {step <= reachable ? (
                    <ShopLink to={stepPath(step)}>
                      {number}
                      <span>{name}</span>
                    </ShopLink>
                  ) : (
                    <>
                      {number}
                      <span>{name}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
      <div className="checkout-step">
        <h2 id="step-title">{t(`stepNames.${CHECKOUT_STEP_NAMES[data.step]}`)}</h2>
        {data.step === 1 && <ContactStep key="contact" page={data} onDone={next} />}
        {data.step === 2 && <AddressStep key="address" page={data} onDone={next} />}
        {data.step === 3 && <ShipmentStep key="shipment" page={data} onDone={next} />}
        {data.step === 4 && <PaymentStep key="payment" page={data} />}
      </div>
      <CheckoutSummary cart={data.cart} prices={prices} shipmentChosen={data.checkout.shipment !== null} />
    </div>
  );
};
