import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import type { Money } from '../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import { formatDistanceKm } from '../../../core/domain/shipments/geo-distance.ts';
import { localizedOpeningHours } from '../../../core/domain/shipments/opening-hours.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { priceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';
import type { CheckoutPageData } from '../../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { ShownShipmentOptions } from '../../../core/storefront/checkout/shown-checkout.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { CARRIER_NAMES } from './names.ts';
import { PickupPointsSkeleton } from './pickup-points-skeleton.tsx';
import { useStepForm } from './use-step-form.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

export const ShipmentStep = ({ page, onDone }: { page: CheckoutPageData; onDone: () => void }) => {
  const { t } = useTexts('checkout');
  const { checkout } = useUseCases();
  const hydrated = useHydrated();
  const prices = priceStyleOf(storeFor(page.cart.store), page.cart.pricesWithDecimals);
  const price = (money: Money) => formatMoney(money, prices);
  const kept = page.checkout.shipment;
  const [options, setOptions] = useState<ShownShipmentOptions | null>(page.shipmentOptions);
  const [mode, setMode] = useState<string>(kept?.mode ?? '');
  const [carrier, setCarrier] = useState<string>(kept?.carrier ?? '');
  const [pickupPointId, setPickupPointId] = useState<string>(kept?.pickupPointId ?? '');
  const [postalCode, setPostalCode] = useState(page.checkout.addresses?.shipping.postalCode ?? '');
  const form = useStepForm(() => ({}));
  const search = useStepForm<ShownShipmentOptions>(() => ({}));
  const chosenMode = options?.modes.find((offered) => offered.mode === mode);
  const chosenCarrier = chosenMode?.carriers.find((offered) => offered.carrier === carrier);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      () =>
        checkout.submitShipment(page.checkout, {
          mode,
          deliveryMethod: chosenMode?.deliveryMethod ?? '',
          carrier,
          pickupPointId: mode === 'PICKPOINT' ? pickupPointId : '',
        }),
      onDone,
    );
  };
  const searchPoints = () =>
    search.submit(
      () => checkout.searchShipmentOptions(page.checkout, postalCode),
      (found) => {
        setOptions(found);
        setPickupPointId('');
      },
    );
  const problem = (field: string) => {
    const type = form.problemOf(field);
    return type === undefined ? null : (
      <p className="field-error" role="alert">
        {t(`errors.${type}`, { defaultValue: t('errors.other') })}
      </p>
    );
  };
  if (options === null) return <p role="alert">{t('failed')}</p>;
  return (
    <AppForm onSubmit={submit} noValidate aria-labelledby="step-title">
      <fieldset>
        <legend>{t('shipment.mode')}</legend>
        {options.modes.map((offered) => (
          <label key={offered.mode} className="choice">
            <input
              type="radio"
              name="mode"
              value={offered.mode}
              checked={mode === offered.mode}
              onChange={() => {
                setMode(offered.mode);
                setCarrier(offered.carriers[0]?.carrier ?? '');
              }}
            />
            {t(`shipment.modes.${offered.mode}`)}
            {offered.price !== null && ` · ${price(offered.price)}`}
          </label>
        ))}
        {problem('mode')}
      </fieldset>
      {chosenMode !== undefined && chosenMode.carriers.length > 0 && (
        <fieldset>
          <legend>{t('shipment.carrier')}</legend>
          {chosenMode.carriers.map((offered) => (
            <label key={offered.carrier} className="choice">
              <input
                type="radio"
                name="carrier"
                value={offered.carrier}
                checked={carrier === offered.carrier}
                onChange={() => setCarrier(offered.carrier)}
              />
              {CARRIER_NAMES[offered.carrier]} · {price(offered.price)} ·{' '}
              {t('shipment.days', { min: offered.minDays, max: offered.maxDays })}
            </label>
          ))}
          {problem('carrier')}
        </fieldset>
      )}
      {mode === 'PICKPOINT' && (
        <fieldset aria-busy={search.pending}>
          <legend>{t('shipment.pickupPoint')}</legend>
          <div className="form-field">
            <label htmlFor="field-pickup-postal-code">{t('shipment.postalCode')}</label>
            <input
              id="field-pickup-postal-code"
              value={postalCode}
              autoComplete="postal-code"
              aria-describedby={search.problemOf('postalCode') ? 'field-pickup-postal-code-error' : undefined}
              onChange={(event) => {
                setPostalCode(event.target.value);
                search.touch('postalCode');
              }}
            />
            <button type="button" disabled={!hydrated || search.pending} onClick={searchPoints}>
              {t('shipment.search')}
            </button>
            {search.problemOf('postalCode') !== undefined && (
              <p id="field-pickup-postal-code-error" className="field-error" role="alert">
                {t(`errors.${search.problemOf('postalCode') ?? ''}`, { defaultValue: t('errors.other') })}
              </p>
            )}
          </div>
          {search.pending ? (
            <PickupPointsSkeleton />
          ) : (chosenCarrier?.pickupPoints ?? []).length === 0 ? (
            <p>{t('shipment.noPickupPoints')}</p>
          ) : (
            <ul className="pickup-points">
              {chosenCarrier?.pickupPoints.map((point) => (
                <li key={point.id}>
                  <label className="choice">
                    <input
                      type="radio"
                      name="pickupPointId"
                      value={point.id}
                      checked={pickupPointId === point.id}
                      onChange={() => setPickupPointId(point.id)}
                    />
                    <span>
                      <strong>{point.name}</strong> · {formatDistanceKm(point.distanceKm, prices.locale)} ·{' '}
                      {point.street}, {point.postalCode} {point.city}
                      {point.openingHours !== null && ` · ${localizedOpeningHours(point.openingHours, prices.locale)}`}
                      {point.phone !== null && ` · ${point.phone}`}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {problem('pickupPointId')}
        </fieldset>
      )}
      {form.failed && <p role="alert">{t('failed')}</p>}
      <button type="submit" className="button" disabled={!hydrated || form.pending}>
        {t('continue')}
      </button>
    </AppForm>
  );
};
