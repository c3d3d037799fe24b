import type { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { Store } from '../../core/domain/site/stores.ts';
import type { DeliveryTimesGateway } from '../../core/storefront/catalogue/delivery-times-gateway.port.ts';

type RateDays = { readonly minDays: number; readonly maxDays: number };
type Rates = (country: CountryCode, currency: CurrencyCode) => ResultAsync<readonly RateDays[], unknown>;

/** The shop's shipping rates to one country (the store's default), read in the same process, as working days. */
export const inProcessDeliveryTimesGateway = (
  rates: Rates,
  to: Pick<Store, 'country' | 'currency'>,
): DeliveryTimesGateway => ({
  carrierDays: () =>
    rates(to.country, to.currency)
      .map((found) => found.map((rate) => ({ min: rate.minDays, max: rate.maxDays })))
      .mapErr(() => apiRequestFailed('/shipping-rates')),
});
