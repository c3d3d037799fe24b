import { localizedOpeningHours } from '../../../core/domain/shipments/opening-hours.ts';
import type { ShownOrderPickupPoint } from '../../../core/storefront/orders/shown-order.ts';
import { useTexts } from '../../app/use-texts.ts';

type Props = {
  readonly point: ShownOrderPickupPoint;
  readonly languageTag: string;
  /** Names the hours ("Opening hours: …") where the point is one block among others, as on the desk. */
  readonly openingHoursLabel?: string;
  readonly className?: string;
};

/** Where an order is collected: the point's name, address, opening hours in the page's language and phone. */
export const PickupPointAddress = ({ point, languageTag, openingHoursLabel, className }: Props) => {
  const { t } = useTexts();
  return (
    <address className={className}>
      <strong>{point.name}</strong>
      <br />
      {point.street}
      <br />
      {point.postalCode} {point.city} ({point.country})
      {point.openingHours !== null && (
        <>
          <br />
          {openingHoursLabel !== undefined && `${openingHoursLabel}: `}
          {localizedOpeningHours(point.openingHours, languageTag)}
        </>
      )}
      {point.phone !== null && (
        <>
          <br />
          {t('pickupPoint.phone')}: <a href={`tel:${point.phone.replace(/[^+\d]/g, '')}`}>{point.phone}</a>
        </>
      )}
    </address>
  );
};
