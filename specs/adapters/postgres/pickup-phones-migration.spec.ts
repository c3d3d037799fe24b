import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresShippingCatalogue } from '../../../adapters/postgres/postgres-shipping-catalogue.ts';
import { orders, pickupPoints, shipments } from '../../../adapters/postgres/schema/index.ts';
import {
  demoPickupPointPhone,
  demoPickupPoints,
  PICKUP_POINT_PHONE_PATTERNS,
} from '../../../adapters/postgres/seeds/shipping.seed.ts';
import type { PickupPointId } from '../../../core/domain/checkout/shipment-step.ts';
import { isTrackingNumberOf } from '../../../core/domain/shipments/tracking-number.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { migrationsBefore } from '../../support/migrations-before.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES, type TestEngine } from '../../support/test-database.ts';

const MIGRATION = '0027_pickup_phones_and_order_notes';

const openBefore = async (engine: TestEngine, folder: string) => {
  const url = process.env.TEST_DATABASE_URL;
  if (engine.kind === 'pglite' || !url) {
    const database = await openDatabase({ memory: true });
    await database.migrate(folder);
    return database;
  }
  const fresh = await freshPostgres(url);
  const database = await openDatabase(fresh.location);
  await database.migrate(folder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
};

// One point per country the demo serves, as a database seeded before phones holds them.
const EARLIER = Object.keys(PICKUP_POINT_PHONE_PATTERNS).flatMap((country) =>
  demoPickupPoints()
    .filter((point) => point.country === country)
    .slice(0, 1),
);

describe('the demo pickup points’ phones', () => {
  it("read as each country's landline in international form", () => {
    const phones = new Map(demoPickupPoints().map((point) => [point.country, point.phone]));
    expect(phones.get('ES')).toMatch(/^\+34 9\d\d \d{3} \d{3}$/);
    expect(phones.get('PL')).toMatch(/^\+48 22 \d{3} \d\d \d\d$/);
    expect(phones.get('FR')).toMatch(/^\+33 1( \d\d){4}$/);
    expect(demoPickupPoints().every((point) => point.phone !== null)).toBe(true);
    expect(demoPickupPointPhone('UPS-GB-01', 'GB')).toBeNull();
  });
});

for (const engine of TEST_ENGINES) {
  describe(`migration ${MIGRATION} on ${engine.name}`, () => {
    let database: DatabaseHandle;
    let orderId = '';

    beforeAll(async () => {
      const before = await migrationsBefore(MIGRATION);
      try {
        database = await openBefore(engine, before.folder);
        for (const point of EARLIER)
          await database.db
            .execute(sql`insert into pickup_points (id, carrier, country, postal_code, name, street, city)
            values (${point.id}, ${point.carrier}, ${point.country}, ${point.postalCode}, ${point.name}, ${point.street}, ${point.city})`);
        const order = await insertStoredOrder(database.db);
        orderId = order.orderId;
        const [row] = await database.db
          .select({ shipment: orders.shipment })
          .from(orders)
          .where(eq(orders.id, orderId));
        const spanish = EARLIER.find((point) => point.country === 'ES');
        await database.db
          .update(orders)
          .set({ shipment: { ...row?.shipment, pickupPoint: { id: spanish?.id, name: spanish?.name } } })
          .where(eq(orders.id, orderId));
        // A demo order shipped with the number the seed used to give, which no carrier prints.
        await database.db
          .update(shipments)
          .set({ id: 'demo-shipment-2', carrier: 'CORREOS', trackingNumber: 'PK4101ES' })
          .where(eq(shipments.orderId, orderId));
        await database.migrate(MIGRATIONS);
      } finally {
        await before.remove();
      }
    });
    afterAll(() => database.close());

    it('gives the points seeded before the phones the seed gives them now', async () => {
      const rows = await database.db.select({ id: pickupPoints.id, phone: pickupPoints.phone }).from(pickupPoints);
      expect(new Map(rows.map((row) => [row.id, row.phone]))).toEqual(
        new Map(EARLIER.map((point) => [point.id, point.phone])),
      );
      const spanish = EARLIER.find((point) => point.country === 'ES');
      const offered = await postgresShippingCatalogue(database.db).pickupPoint(spanish?.id as PickupPointId);
      expect(offered._unsafeUnwrap()?.phone).toBe(spanish?.phone);
    });

    it("writes the phone into an order's kept pickup point", async () => {
      const [row] = await database.db.select({ shipment: orders.shipment }).from(orders).where(eq(orders.id, orderId));
      const spanish = EARLIER.find((point) => point.country === 'ES');
      expect(row?.shipment['pickupPoint']).toEqual({ id: spanish?.id, name: spanish?.name, phone: spanish?.phone });
    });

    it("gives the demo's shipped orders a Correos parcel code in place of the number no carrier prints", async () => {
      const [shipment] = await database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
      expect(shipment?.trackingNumber).toBe('PQ4B7M04223870101284101');
      expect(isTrackingNumberOf('CORREOS', shipment?.trackingNumber ?? '')).toBe(true);
    });
  });
}
