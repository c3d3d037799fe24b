import { useState, type FormEvent } from 'react';
import type { ShownSavedAddress } from '../../../core/storefront/accounts/address-book.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';

const NS = 'accounts-profile';

type Props = {
  /** The address being edited, or null for a new one. */
  readonly address: ShownSavedAddress | null;
  readonly countries: readonly string[];
  readonly onSaved: (book: readonly ShownSavedAddress[]) => void;
  readonly onCancel: () => void;
};

type TextField = 'line1' | 'line2' | 'postalCode' | 'city';

const AUTOCOMPLETE: Record<TextField, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
};

/** Adds or edits one address by checkout's rules; its id is kept across retries, so it is saved once. */
export const AddressForm = ({ address, countries, onSaved, onCancel }: Props) => {
  const { t, i18n } = useTexts(NS);
  const { selfService } = useUseCases();
  // One id per form shown, so a retried or double-clicked save adds the address once.
  const [id] = useState(() => address?.id ?? selfService.newAddressId());
  const { form, status, problemOf, change, leave, submit } = useAccountForm(
    {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? countries[0] ?? '',
      defaultBilling: String(address?.isDefaultBilling ?? false),
      defaultShipping: String(address?.isDefaultShipping ?? false),
    },
    (fields) => selfService.addressProblems(fields, countries),
    (fields) =>
      selfService.saveAddress(
        id,
        {
          ...fields,
          defaultBilling: fields.defaultBilling === 'true',
          defaultShipping: fields.defaultShipping === 'true',
        },
        countries,
      ),
    onSaved,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const field = (name: TextField) => (
    <AccountField
      id={`address-${name}`}
      namespace={NS}
      label={t(`addresses.fields.${name}`)}
      autoComplete={AUTOCOMPLETE[name]}
      required={name !== 'line2'}
      value={form[name]}
      problem={problemOf(name)}
      onValue={(value) => change(name, value)}
      onLeave={() => leave(name)}
    />
  );
  const countryProblem = problemOf('country');
  const title = address === null ? t('addresses.addTitle') : t('addresses.editTitle');
  return (
    <AppForm className="account-form address-form" noValidate onSubmit={onSubmit} aria-label={title}>
      <h3>{title}</h3>
      {field('line1')}
      {field('line2')}
      {field('postalCode')}
      {field('city')}
      <div className="form-field">
        <label htmlFor="address-country">{t('addresses.fields.country')}</label>
        <select
          id="address-country"
          name="address-country"
          autoComplete="country"
          value={form.country}
          aria-invalid={countryProblem !== undefined}
          aria-describedby={countryProblem !== undefined ? 'address-country-error' : undefined}
          onChange={(event) => change('country', event.target.value)}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
        {countryProblem !== undefined ? (
          <p id="address-country-error" className="field-error">
            {t(`problems.${countryProblem.problem}`, { defaultValue: t('problems.Invalid') })}
          </p>
        ) : null}
      </div>
      {(['defaultBilling', 'defaultShipping'] as const).map((name) => (
        <label key={name} className="choice">
          <input
            type="checkbox"
            checked={form[name] === 'true'}
            onChange={(event) => change(name, String(event.target.checked))}
          />
          {t(`addresses.fields.${name}`)}
        </label>
      ))}
      <AccountFormEnd namespace={NS} status={status} submit={t('addresses.save')}>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </AccountFormEnd>
    </AppForm>
  );
};
