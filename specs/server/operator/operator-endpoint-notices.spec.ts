import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { openOperatorEndpoint } from '../../../composition-root/server/operator-endpoint.ts';
import { sendToRunningShop } from '../../../composition-root/shop-cli/running-shop.ts';
import { recordingChangeNotices } from '../../support/recording-change-notices.ts';
import { openDemoDatabase, specServerConfig } from '../../support/test-app.ts';

describe('commands through the running shop’s operator endpoint', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let endpoint: { readonly close: () => Promise<void> };
  const instance = recordingChangeNotices();
  const out: string[] = [];
  const io = { out: (line: string) => void out.push(line), err: (line: string) => void out.push(line) };

  beforeAll(async () => {
    database = await openDemoDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-operator-notices-'));
    await database.db.execute(
      sql`INSERT INTO reviews (id, article_id, design_id, author_name, rating, title, body, locale, status)
          VALUES ('operator-pending-1', 101, 'd0002', 'Marta', 4, 'Bonita', 'Llegó bien', 'es', 'pending')`,
    );
    endpoint = await openOperatorEndpoint({ dataDir, database, config: specServerConfig(), notices: instance.notices });
  });
  afterAll(async () => {
    await endpoint.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('announce a catalogue notice when a review is published, so every instance shows it', async () => {
    expect(await sendToRunningShop(dataDir, ['reviews', 'publish', 'operator-pending-1'], io)).toBe(0);
    expect(out).toEqual(['Review operator-pending-1 published.']);
    expect(instance.announced).toEqual(['catalogue']);
  });

  it('announce nothing for a command that changes nothing kept, nor for a refused one', async () => {
    expect(await sendToRunningShop(dataDir, ['orders', 'list', '--limit', '1'], io)).toBe(0);
    expect(await sendToRunningShop(dataDir, ['reviews', 'publish', 'no-such-review'], io)).toBe(1);
    expect(instance.announced).toEqual(['catalogue']);
  });
});
