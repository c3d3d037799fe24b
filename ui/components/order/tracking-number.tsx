import { carrierTrackingLink } from '../../../core/domain/shipments/carrier-tracking-link.ts';
import type { ShownTracking } from '../../../core/storefront/orders/shown-order.ts';

/** The parcel's tracking number as a link to its carrier's tracking page; plain text while no carrier has it. */
export const TrackingNumber = ({ shipment, text }: { shipment: ShownTracking['shipment']; text: string }) =>
  shipment.trackingNumber === null ? null : (
    <p className="tracking-number">
      {shipment.carrier === null ? (
        text
      ) : (
        <a href={carrierTrackingLink(shipment.carrier, shipment.trackingNumber)} rel="noopener noreferrer">
          {text}
        </a>
      )}
    </p>
  );
