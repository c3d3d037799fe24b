import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { describe, it } from 'vitest';
import { redisChangeNotices } from '../../../adapters/change-notices/redis-change-notices.ts';
import { describeChangeNoticesContract } from './change-notices.contract.ts';

const url = process.env.REDIS_URL;

if (!url) {
  console.info('Redis change notice specs skipped: REDIS_URL is not set.');
  describe.skip('Change notices (Redis pub/sub)', () => it('needs REDIS_URL', () => {}));
} else {
  /** Closes every Redis connection named after `channel` (CLIENT KILL by id), as a Redis restart would. */
  const killConnectionsOf = async (channel: string) => {
    const admin = createClient({ url });
    await admin.connect();
    try {
      const listed = await admin.sendCommand<string>(['CLIENT', 'LIST']);
      const ids = listed
        .split('\n')
        .filter((line) => line.includes(` name=${channel} `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        .filter((id) => id !== undefined);
      for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
    } finally {
      await admin.close();
    }
  };

  // A channel of the spec's own, so parallel runs on one Redis never hear each other.
  describeChangeNoticesContract('Redis pub/sub', async () => {
    const channel = `estampa_spec_${randomUUID().slice(0, 8)}`;
    const warn = () => undefined;
    const [a, b] = [await redisChangeNotices({ url, warn, channel }), await redisChangeNotices({ url, warn, channel })];
    return {
      a,
      b,
      breakListening: () => killConnectionsOf(channel),
      close: async () => {
        await Promise.all([a.close(), b.close()]);
      },
    };
  });
}
