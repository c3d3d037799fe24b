import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { shipments } from '../../../adapters/postgres/schema/index.ts';
import { isCarrier } from '../../../core/domain/shipments/carrier.ts';
import { carrierTrackingUrl } from '../../../core/domain/shipments/carrier-tracking-page.ts';
import { isTrackingNumberOf } from '../../../core/domain/shipments/tracking-number.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';

describe("the demo's shipped orders", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTemplateDatabase('demo');
  });
  afterAll(() => database.close());

  it("carry a number in their carrier's own format, each carrier's tracking page a link away", async () => {
    const shipped = await database.db
      .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(isNotNull(shipments.trackingNumber));
    expect(new Set(shipped.map((shipment) => shipment.carrier))).toEqual(new Set(['CORREOS', 'CHRONOEXPRESS', 'UPS']));
    for (const { carrier, trackingNumber } of shipped) {
      if (carrier === null || !isCarrier(carrier)) throw new Error(`Unknown carrier ${String(carrier)}`);
      expect(isTrackingNumberOf(carrier, trackingNumber ?? '')).toBe(true);
      expect(carrierTrackingUrl(carrier, trackingNumber ?? '')).toMatch(/^https:\/\/[^?]+\?.*=[0-9A-Z]+$/);
    }
  });
});
