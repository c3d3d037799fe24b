import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../postgres/database.ts';
import { NOTICE_CHANNEL, noticeRelay, type ClosableNotices } from './notice-relay.ts';

/** How long to wait before listening again after the connection broke: doubling from the first, up to the last. */
const RETRY_MS = { first: 100, last: 5_000 };

/**
 * Notices over PostgreSQL: NOTIFY through the shop's pool, LISTEN on a connection of its own (a pooled one would be
 * handed to other queries). When that connection breaks it is opened again, and every cache forgets, since notices
 * sent meanwhile were not heard.
 */
export const postgresChangeNotices = async (
  database: DatabaseHandle,
  warn: (message: string) => void,
): Promise<ClosableNotices> => {
  const relay = noticeRelay(
    (payload) => database.db.execute(sql`SELECT pg_notify(${NOTICE_CHANNEL}, ${payload})`),
    warn,
  );
  // The pool's own settings (URL, credentials, TLS): the listening connection goes where every query goes.
  const { options } = (database.db as unknown as { readonly $client: pg.Pool }).$client;
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const listen = async () => {
    const client = new pg.Client(options);
    client.on('notification', ({ channel, payload }) => {
      if (channel === NOTICE_CHANNEL && payload !== undefined) relay.received(payload);
    });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'the connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    listening = client;
    failures = 0;
  };

  const listenAgain = () => {
    const delay = Math.min(RETRY_MS.first * 2 ** failures, RETRY_MS.last);
    failures += 1;
    retry = setTimeout(() => {
      listen().then(relay.reconnected, (error: unknown) => {
        warn(`Change notices: PostgreSQL refused the listening connection (${String(error)}); trying again`);
        if (!closed) listenAgain();
      });
    }, delay);
  };

  const lost = (client: pg.Client, why: string) => {
    if (client !== listening || closed) return;
    listening = undefined;
    warn(`Change notices: the listening connection broke (${why}); every cache forgets once it is back`);
    client.end().catch(() => undefined);
    listenAgain();
  };

  await listen();
  return {
    ...relay.notices,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await listening?.end();
    },
  };
};
