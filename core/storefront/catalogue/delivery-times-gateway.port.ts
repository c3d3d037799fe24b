import type { ResultAsync } from 'neverthrow';
import type { WorkingDays } from '../../domain/shipments/delivery-estimate.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** How long the carriers take to the store's own country, one span per service the shop ships with. */
export interface DeliveryTimesGateway {
  carrierDays(): ResultAsync<readonly WorkingDays[], ShopUnavailable>;
}
