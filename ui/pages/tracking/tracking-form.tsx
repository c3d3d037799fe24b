import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../app/use-hydrated.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

type Props = {
  /** The namespace of the page the form is on: the lookup page, or the tracking page when nothing matched. */
  readonly ns: 'tracking' | 'tracking-detail';
  readonly countries: readonly string[];
  readonly initial?: { readonly publicId: string; readonly postalCode: string; readonly country: string };
};

export const trackingPath = (publicId: string, postalCode: string, country: string) =>
  `/tracking/${encodeURIComponent(publicId.trim())}?${new URLSearchParams({
    shipment_postal_code: postalCode.trim(),
    shipment_country: country,
  }).toString()}`;

/** Order number, postal code and country: what opens an order's public tracking. */
export const TrackingForm = ({ ns, countries, initial }: Props) => {
  const { t, i18n } = useTexts(ns);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [publicId, setPublicId] = useState(initial?.publicId ?? '');
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '');
  const [country, setCountry] = useState(initial?.country || (countries[0] ?? ''));
  const countryName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(trackingPath(publicId, postalCode, country));
  };
  return (
    <AppForm onSubmit={submit} className="tracking-form" legend={t('form.submit')}>
      <div className="form-field">
        <label htmlFor="tracking-order">{t('form.order')}</label>
        <input
          id="tracking-order"
          value={publicId}
          required
          pattern="[A-Za-z0-9\-]{1,24}"
          onChange={(event) => setPublicId(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor="tracking-postal-code">{t('form.postalCode')}</label>
        <input
          id="tracking-postal-code"
          value={postalCode}
          required
          autoComplete="postal-code"
          onChange={(event) => setPostalCode(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor="tracking-country">{t('form.country')}</label>
        <select id="tracking-country" value={country} onChange={(event) => setCountry(event.target.value)}>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={!hydrated}>
        {t('form.submit')}
      </button>
    </AppForm>
  );
};
