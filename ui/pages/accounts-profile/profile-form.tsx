import type { FormEvent } from 'react';
import { CUSTOMER_TYPES } from '../../../core/domain/checkout/customer-type.ts';
import type { ShownProfile } from '../../../core/storefront/accounts/self-service-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';

const NS = 'accounts-profile';

type TextField = 'firstName' | 'lastName' | 'phone' | 'companyName' | 'vatId' | 'birthDate';

const INPUT_TYPE: Partial<Record<TextField, 'tel' | 'date'>> = { phone: 'tel', birthDate: 'date' };

/** Names, phone, customer type with a company's name and VAT id, and birth date; the e-mail is shown, not edited. */
export const ProfileForm = ({ profile }: { readonly profile: ShownProfile }) => {
  const { t } = useTexts(NS);
  const { selfService } = useUseCases();
  const { form, status, problemOf, change, leave, submit } = useAccountForm(
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      customerType: profile.customerType as string,
      companyName: profile.companyName ?? '',
      vatId: profile.vatId ?? '',
      birthDate: profile.birthDate ?? '',
    },
    (fields) => selfService.profileProblems({ ...fields, locale: '' }),
    (fields) => selfService.updateProfile({ ...fields, locale: profile.locale ?? '' }),
    () => undefined,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const field = (name: TextField, autoComplete: string, required = true) => (
    <AccountField
      id={`profile-${name}`}
      namespace={NS}
      label={t(`fields.${name}`)}
      type={INPUT_TYPE[name] ?? 'text'}
      autoComplete={autoComplete}
      required={required}
      value={form[name]}
      problem={problemOf(name)}
      onValue={(value) => change(name, value)}
      onLeave={() => leave(name)}
    />
  );
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('details.title')}</h2>
      <p>
        {t('details.email')} <strong>{profile.email}</strong>
      </p>
      <AppForm className="account-form" noValidate onSubmit={onSubmit}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
        {field('phone', 'tel', false)}
        {field('birthDate', 'bday', false)}
        <fieldset className="choice-group">
          <legend>{t('fields.customerType')}</legend>
          {CUSTOMER_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="profile-customerType"
                value={type}
                checked={form.customerType === type}
                onChange={() => change('customerType', type)}
              />
              {t(`customerTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        {form.customerType === 'COMPANY' ? (
          <>
            {field('companyName', 'organization')}
            {field('vatId', 'off')}
          </>
        ) : null}
        <AccountFormEnd namespace={NS} status={status} submit={t('details.save')} done={t('details.saved')} />
      </AppForm>
    </section>
  );
};
