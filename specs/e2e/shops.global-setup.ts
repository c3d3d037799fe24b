import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../adapters/postgres/database.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';
import { startShop } from './shop-process.ts';
import { SHOPS, TEMPLATE_DATA_DIR } from './shops.ts';

/** What a shop does to a new data directory at its first start, done once: every migration, then the demo data. */
const seedTemplate = async () => {
  await rm(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: TEMPLATE_DATA_DIR });
  try {
    await database.migrate(path.resolve('adapters/postgres/migrations'));
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
};

/**
 * Each run starts every shop on a fresh copy of one migrated and seeded data directory (a copy starts in a second,
 * migrating and seeding took ~30 s more per shop), then starts the shops the projects of playwright.config.ts use.
 */
export default async function startShops() {
  const begun = performance.now();
  await seedTemplate();
  for (const shop of Object.values(SHOPS)) {
    await rm(shop.dataDir, { recursive: true, force: true });
    await cp(TEMPLATE_DATA_DIR, shop.dataDir, { recursive: true });
  }
  const seeded = performance.now();
  const started = await Promise.allSettled([SHOPS.wpxEs, SHOPS.wpxPl, SHOPS.wpxEsChanges].map(startShop));
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `Shops: seeded and copied in ${seconds(begun, seeded)} s, answering ${seconds(seeded, performance.now())} s later`,
  );
  const stopAll = () => Promise.all(started.map((shop) => (shop.status === 'fulfilled' ? shop.value.stop() : null)));
  const failed = started.find((shop) => shop.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
