import { localizedOpeningHours } from '../../../core/domain/shipments/opening-hours.ts';
import type { ShownOrderPickupPoint } from '../../../core/storefront/orders/shown-order.ts';

/** Where an order is collected: the point's name, address and opening hours in the page's language. */
export const PickupPointAddress = ({ point, languageTag }: { point: ShownOrderPickupPoint; languageTag: string }) => (
  <address>
    <strong>{point.name}</strong>
    <br />
    {point.street}
    <br />
    {point.postalCode} {point.city} ({point.country})
    {point.openingHours !== null && (
      <>
        <br />
        {localizedOpeningHours(point.openingHours, languageTag)}
      </>
    )}
  </address>
);
