import type * as DatabaseModule from '../../adapters/postgres/database.ts';
import type { ShopDatabase } from '../../adapters/postgres/database.ts';

/**
 * The database of the app buildTestApp opened last. Specs that need rows no endpoint writes yet (orders before
 * place-order exists) tap openDatabase with vi.mock and `tapOpenDatabase`; the app still runs on that one database.
 */
export const tappedDatabase: { db: ShopDatabase | undefined } = { db: undefined };

export const tapOpenDatabase = async (importOriginal: () => Promise<unknown>) => {
  const original = (await importOriginal()) as typeof DatabaseModule;
  return {
    ...original,
    openDatabase: async (...args: Parameters<typeof original.openDatabase>) => {
      const handle = await original.openDatabase(...args);
      tappedDatabase.db = handle.db;
      return handle;
    },
  };
};

export const appDatabase = (): ShopDatabase => {
  if (!tappedDatabase.db) throw new Error('No app database: vi.mock the database module with tapOpenDatabase');
  return tappedDatabase.db;
};

/** Polls `probe` until it returns a value, for effects delivered in the background. */
export const eventually = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for a background effect');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
