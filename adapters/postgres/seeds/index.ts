import type { ShopDatabase } from '../database.ts';
import { demoSeeds } from '../schema/index.ts';
import { seedAccountOrders } from './account-orders.seed.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { seedCommissions } from './commissions.seed.ts';
import { seedCommunity } from './community.seed.ts';
import type { Seeder } from './seeder.ts';
import { seedShipping } from './shipping.seed.ts';
import { seedSupport } from './support.seed.ts';

/** Bump when the demo data set changes, so existing databases get the new rows once. */
export const DEMO_SEED_VERSION = 3;

/** Every context's demo data, in foreign-key order. */
const SEEDERS: readonly Seeder[] = [
  seedCatalogue,
  seedAccounts,
  seedShipping,
  seedSupport,
  seedAccountOrders,
  seedCommissions,
  seedCommunity,
];

/** Inserts the demo data once per database, all or nothing; a second call is a no-op. */
export const seedDemoData = async (db: ShopDatabase): Promise<'seeded' | 'already-seeded'> =>
  db.transaction(async (tx) => {
    const inserted = await tx
      .insert(demoSeeds)
      .values({ version: DEMO_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ version: demoSeeds.version });
    if (inserted.length === 0) return 'already-seeded';
    for (const seed of SEEDERS) await seed(tx);
    return 'seeded';
  });
