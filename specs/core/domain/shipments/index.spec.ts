import { describe, expect, it } from 'vitest';
import * as shipments from '../../../../core/domain/shipments/index.ts';

describe('the shipments context', () => {
  it('exposes its modes, carriers and tracking rules', () => {
    expect(Object.keys(shipments)).toEqual(
      expect.arrayContaining([
        'SHIPMENT_MODES',
        'shipmentPlanFor',
        'CARRIERS',
        'carriersFor',
        'TRACKING_STATES',
        'trackingRouteFor',
        'advanceTracking',
        'buildTimeline',
        'deliveryEstimate',
        'productionDaysOf',
        'quickestCarrierDays',
      ]),
    );
  });
});
