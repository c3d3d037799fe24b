import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { validateAddressStep, type AddressInput } from '../../../core/domain/checkout/address-step.ts';
import { addressesToPrefill } from '../../../core/storefront/accounts/address-book.ts';
import type { CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { ShownAddress } from '../../../core/storefront/checkout/shown-checkout.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { FormField } from './form-field.tsx';
import { problemsOf, useStepForm } from './use-step-form.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { checkoutPolicyFor } from '../../../core/domain/checkout/checkout-policy.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';

const addressInput = (address: ShownAddress | undefined, country: string): AddressInput => ({
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
  country: address?.country ?? country,
});

type Prefix = 'billing' | 'shipping';

export const AddressStep = ({ page, onDone }: { page: CheckoutPageData; onDone: () => void }) => {
  const { t, i18n } = useTexts('checkout');
  const { checkout } = useUseCases();
  const hydrated = useHydrated();
  const rules = checkoutPolicyFor(storeFor(page.cart.store), false);
  // What this checkout already holds wins; an untouched step starts from the customer's default addresses.
  const kept = addressesToPrefill(page.checkout.addresses, page.savedAddresses ?? null);
  // An empty form starts in the store's default country as its config reads now.
  const [billing, setBilling] = useState(() => addressInput(kept?.billing, page.checkout.defaultCountry));
  const [shipping, setShipping] = useState(() => addressInput(kept?.shipping, page.checkout.defaultCountry));
  const [separate, setSeparate] = useState(kept !== null && !kept.shippingIsBilling);
  const input = { billing, shipping: separate ? shipping : null };
  const form = useStepForm(() =>
    validateAddressStep(input, rules).match(
      () => ({}),
      (errors) => problemsOf(errors),
    ),
  );
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => checkout.submitAddresses(page.checkout, page.cart, input), onDone);
  };
  const fieldsOf = (prefix: Prefix, address: AddressInput, set: (next: AddressInput) => void) => {
    const change = (field: keyof AddressInput) => (value: string) => {
      set({ ...address, [field]: value });
      form.touch(`${prefix}.${field}`);
    };
    const text = (field: Exclude<keyof AddressInput, 'country'>, autoComplete: string) => (
      <FormField
        name={`${prefix}.${field}`}
        label={t(`address.${field}`)}
        value={address[field]}
        problem={form.problemOf(`${prefix}.${field}`)}
        onValue={change(field)}
        autoComplete={`${prefix} ${autoComplete}`}
      />
    );
    const countryProblem = form.problemOf(`${prefix}.country`);
    return (
      <>
        {text('line1', 'address-line1')}
        {text('line2', 'address-line2')}
        {text('postalCode', 'postal-code')}
        {text('city', 'address-level2')}
        <div className="form-field">
          <label htmlFor={`field-${prefix}-country`}>{t('address.country')}</label>
          <select
            id={`field-${prefix}-country`}
            name={`${prefix}.country`}
            autoComplete={`${prefix} country`}
            value={address.country}
            aria-invalid={countryProblem !== undefined}
            aria-describedby={countryProblem !== undefined ? `field-${prefix}-country-error` : undefined}
            onChange={(event) => change('country')(event.target.value)}
          >
            {rules.shippingCountries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
          {countryProblem !== undefined && (
            <p id={`field-${prefix}-country-error`} className="field-error">
              {t(`errors.${countryProblem}`, { defaultValue: t('errors.other') })}
            </p>
          )}
        </div>
      </>
    );
  };
  return (
    <AppForm onSubmit={submit} noValidate aria-labelledby="step-title">
      <fieldset>
        <legend>{t('address.billing')}</legend>
        {fieldsOf('billing', billing, setBilling)}
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={separate} onChange={(event) => setSeparate(event.target.checked)} />
        {t('address.separateShipping')}
      </label>
      {separate && (
        <fieldset>
          <legend>{t('address.shipping')}</legend>
          {fieldsOf('shipping', shipping, setShipping)}
        </fieldset>
      )}
      {form.failed && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={!hydrated || form.pending}>
        {t('continue')}
      </button>
    </AppForm>
  );
};
