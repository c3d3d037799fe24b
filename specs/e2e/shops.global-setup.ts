import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../adapters/postgres/database.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';
import { startShop } from './shop-process.ts';
import { SHOPS, TEMPLATE_DATA_DIR, type E2eShop } from './shops.ts';

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

const copyTemplateFor = async (shop: E2eShop) => {
  await rm(shop.dataDir, { recursive: true, force: true });
  await cp(TEMPLATE_DATA_DIR, shop.dataDir, { recursive: true });
};

/**
 * Each run gives every shop a fresh copy of one data directory, migrated and seeded once instead of at each of the five
 * shops' first start, then starts the three shops the projects of playwright.config.ts browse.
 */
export default async function startShops() {
  const begun = performance.now();
  await seedTemplate();
  const atStart = [SHOPS.wpxEs, SHOPS.wpxPl, SHOPS.wpxEsChanges];
  await Promise.all(atStart.map(copyTemplateFor));
  const seeded = performance.now();
  const starting = Promise.allSettled(atStart.map(startShop));
  // The shops their specs start later get their copies while these start.
  await Promise.all([SHOPS.tzEs, SHOPS.community].map(copyTemplateFor));
  const started = await starting;
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
