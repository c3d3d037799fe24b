import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { validateContactStep, type ContactInput } from '../../../core/domain/checkout/contact-step.ts';
import { CUSTOMER_TYPES } from '../../../core/domain/checkout/customer-type.ts';
import type { CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { ShownCheckout } from '../../../core/storefront/checkout/shown-checkout.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { FormField } from './form-field.tsx';
import { problemsOf, useStepForm } from './use-step-form.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { checkoutPolicyFor } from '../../../core/domain/checkout/checkout-policy.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';

const initialContact = (checkout: ShownCheckout): ContactInput => ({
  customerType: checkout.contact?.customerType ?? 'PERSON',
  email: checkout.contact?.email ?? '',
  firstName: checkout.contact?.firstName ?? '',
  lastName: checkout.contact?.lastName ?? '',
  phone: checkout.contact?.phone ?? '',
  companyName: checkout.contact?.companyName ?? '',
  vatId: checkout.contact?.vatId ?? '',
});

type TextField = Exclude<keyof ContactInput, 'customerType'>;

export const ContactStep = ({ page, onDone }: { page: CheckoutPageData; onDone: () => void }) => {
  const { t } = useTexts('checkout');
  const { checkout } = useUseCases();
  const hydrated = useHydrated();
  const [input, setInput] = useState(() => initialContact(page.checkout));
  const storeCountry = checkoutPolicyFor(storeFor(page.cart.store), false).storeCountry;
  const form = useStepForm(() =>
    validateContactStep(input, storeCountry).match(
      () => ({}),
      (errors) => problemsOf(errors),
    ),
  );
  const change = (field: keyof ContactInput) => (value: string) => {
    setInput((typed) => ({ ...typed, [field]: value }));
    form.touch(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => checkout.submitContact(page.checkout, page.cart, input), onDone);
  };
  const field = (name: TextField, autoComplete: string, type = 'text') => (
    <FormField
      name={name}
      label={t(`contact.${name}`)}
      value={input[name]}
      problem={form.problemOf(name)}
      onValue={change(name)}
      autoComplete={autoComplete}
      type={type}
    />
  );
  return (
    <AppForm onSubmit={submit} noValidate aria-labelledby="step-title">
      <fieldset>
        <legend>{t('contact.customerType')}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className="choice">
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={input.customerType === type}
              onChange={() => change('customerType')(type)}
            />
            {t(`contact.customerTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      {/* Grouped as the browser's autofill and the shopper think of them: who, for which company, how to reach. */}
      <fieldset>
        <legend>{t('contact.nameGroup')}</legend>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </fieldset>
      {input.customerType === 'COMPANY' && (
        <fieldset>
          <legend>{t('contact.companyGroup')}</legend>
          {field('companyName', 'organization')}
          {field('vatId', 'off')}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('contact.contactGroup')}</legend>
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
      </fieldset>
      {form.failed && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={!hydrated || form.pending}>
        {t('continue')}
      </button>
    </AppForm>
  );
};
