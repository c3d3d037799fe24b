import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CHECKOUT_STEP_NAMES, CHECKOUT_STEPS } from '../../../core/domain/checkout/checkout-step.ts';
import { furthestStep } from '../../../core/storefront/checkout/checkout-rules.ts';
import type { CheckoutPage as CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import { AddressStep } from './address-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShipmentStep } from './shipment-step.tsx';

const stepPath = (step: number) => `/checkout?step=${step}`;

export const CheckoutPage = ({ data }: { data: CheckoutPageData }) => {
  const { t } = useTexts('checkout');
  const navigate = useNavigate();
  const next = () => void navigate(stepPath(data.step + 1));
  const reachable = furthestStep(data.checkout);
  return (
    <div className="checkout-page">
      <h1>{t('title')}</h1>
      <nav aria-label={t('steps')}>
        <ol className="checkout-steps">
          {CHECKOUT_STEPS.map((step) => {
            const name = t(`stepNames.${CHECKOUT_STEP_NAMES[step]}`);
            if (step === data.step)
              return (
                <li key={step} aria-current="step">
                  {name}
                </li>
              );
            return <li key={step}>{step <= reachable ? <ShopLink to={stepPath(step)}>{name}</ShopLink> : name}</li>;
          })}
        </ol>
      </nav>
      <h2 id="step-title">{t(`stepNames.${CHECKOUT_STEP_NAMES[data.step]}`)}</h2>
      {data.step === 1 && <ContactStep key="contact" page={data} onDone={next} />}
      {data.step === 2 && <AddressStep key="address" page={data} onDone={next} />}
      {data.step === 3 && <ShipmentStep key="shipment" page={data} onDone={next} />}
      {data.step === 4 && <PaymentStep key="payment" page={data} />}
    </div>
  );
};
