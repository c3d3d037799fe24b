import { CARRIER_NAMES, isCarrier } from '../../../core/domain/shipments/carrier.ts';
import { carrierTrackingUrl } from '../../../core/domain/shipments/carrier-tracking-page.ts';

/**
 * The parcel's carrier and tracking number, the number linking to the carrier's own tracking page (from the shop's
 * configuration, never from the request). A number without a known carrier is shown as it is.
 */
export const CarrierTrackingLink = ({
  carrier,
  trackingNumber,
  label,
}: {
  carrier: string | null;
  trackingNumber: string;
  /** The sentence around the carrier and number, e.g. "Correos, tracking number". */
  label: string;
}) => (
  <p className="carrier-tracking">
    {label}{' '}
    {carrier !== null && isCarrier(carrier) ? (
      <a href={carrierTrackingUrl(carrier, trackingNumber)} target="_blank" rel="noopener noreferrer">
        {CARRIER_NAMES[carrier]} · {trackingNumber}
      </a>
    ) : (
      trackingNumber
    )}
  </p>
);
