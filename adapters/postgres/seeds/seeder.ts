import type { ShopDatabase } from '../database.ts';

export type ShopTransaction = Parameters<Parameters<ShopDatabase['transaction']>[0]>[0];

/** Writes one context's demo data inside the seeding transaction. */
export type Seeder = (tx: ShopTransaction) => Promise<void>;
