import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_CHANNEL } from '../../../adapters/change-notices/notice-relay.ts';
import { rowsOf } from '../../../adapters/postgres/catalogue-sql.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { buildApp } from '../../../composition-root/server/main.ts';
import { runShopCommand } from '../../../composition-root/shop-cli/shop.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { specPasswordHasher } from '../../support/spec-password-hasher.ts';
import { APP_ROOT, EXT_SESSION_ID, specServerConfig, withSession } from '../../support/test-app.ts';
import { freshPostgres } from '../../support/test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// An hour: a change seen on B within the spec's polling came by a notice, never by the safety net running out.
const SAFETY_TTL = { CACHE_TTL_MS: '3600000' };

/** The whole form of TZ-ES as the demo data has it, to change its brand name. */
const TZ_ES_FORM = {
  store: 'TZ-ES',
  currency: 'EUR',
  lang: 'es',
  default_country_a2: 'ES',
  prices_with_decimals: 'true',
  is_login_required_to_access: 'false',
  analytics_id: '',
  push_notifications_id: '',
};

const transports = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {}, skipped: undefined },
  {
    name: 'Redis pub/sub',
    env: redisUrl ? { REDIS_URL: redisUrl } : {},
    skipped: redisUrl ? undefined : 'REDIS_URL is not set',
  },
];

if (!databaseUrl) {
  console.info('Change notices between instances skipped: TEST_DATABASE_URL is not set.');
  describe.skip('Two instances on one PostgreSQL (TEST_DATABASE_URL is not set)', () =>
    it('needs PostgreSQL', () => {}));
} else {
  for (const transport of transports) {
    if (transport.skipped) {
      console.info(`Change notices over ${transport.name} skipped: ${transport.skipped}.`);
      describe.skip(`Two instances, notices over ${transport.name}`, () => it('needs its server', () => {}));
      continue;
    }
    describe(`Two instances on one PostgreSQL, notices over ${transport.name}`, () => {
      let a: FastifyInstance;
      let b: FastifyInstance;
      let database: DatabaseHandle;
      let drop = async () => {};
      let url = '';
      let admin: CookieJar;
      let designId: string;
      let reviewId: string;
      let keys = 0;
      const env = { ...SAFETY_TTL, ...transport.env, STORE: 'TZ-ES' };

      const instance = async (url: string) =>
        buildApp({
          config: specServerConfig(env),
          appRoot: APP_ROOT,
          database: { url },
          template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
          passwordHasher: specPasswordHasher,
        });

      beforeAll(async () => {
        const fresh = await freshPostgres(databaseUrl);
        drop = fresh.drop;
        ({ url } = fresh.location as { url: string });
        // One after the other: the first migrates and seeds, the second finds it done.
        a = await instance(url);
        b = await instance(url);
        database = await openDatabase({ url });
        admin = await signedIn(a, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
        const [reviewed] = await rowsOf<{ id: string; design_id: string }>(
          database.db,
          sql`SELECT id, design_id FROM reviews WHERE design_id IS NOT NULL AND status = 'published' ORDER BY id LIMIT 1`,
        );
        designId = reviewed?.design_id ?? '';
        reviewId = reviewed?.id ?? '';
      });
      afterAll(async () => {
        await a?.close();
        await b?.close();
        await database?.close();
        await drop();
      });

      const post = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/shop-api/v1${url}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `fleet-notices-key-${String((keys += 1)).padStart(4, '0')}`,
            cookie: admin.header(),
          },
          payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
        });

      /** B's design page payload, its 308 to the design's own slug followed. */
      const designPageOnB = async () => {
        const moved = await b.inject({ method: 'GET', url: `/design/any-slug/${designId}/_payload.json` });
        const { kind, to } = moved.json<{ kind: string; to?: string }>();
        return kind === 'redirect' ? b.inject({ method: 'GET', url: `${to}/_payload.json` }) : moved;
      };

      /** B's Shop API status for the design and B's storefront answer for its page. */
      const designOnB = async () => {
        const api = await b.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${designId}`) });
        const page = await designPageOnB();
        return { api: api.statusCode, page: page.statusCode };
      };

      /** The review ids B lists for the design, through the Shop API and on the design page's answer. */
      const reviewsOnB = async () => {
        const api = await b.inject({
          method: 'GET',
          url: withSession(`/shop-api/v1/reviews?design_id=${designId}&page=1&page_size=50`),
        });
        const page = await designPageOnB();
        return {
          api: api.json<{ data: { reviews: { id: string }[] } }>().data.reviews.map((review) => review.id),
          page: page
            .json<{ data: { reviews: { reviews: { id: string }[] } } }>()
            .data.reviews.reviews.map((review) => review.id),
        };
      };

      /** Polls until `probe` holds: the change reached B by a notice (B's safety TTL is an hour). */
      const seenOnB = (probe: () => Promise<boolean>) => eventually(async () => ((await probe()) ? true : undefined));

      it('withdraws a design on A: B answers 404 for it through the Shop API and the storefront', async () => {
        expect(await designOnB()).toEqual({ api: 200, page: 200 });
        const withdrawn = await post(a, `/back-office/designs/${designId}/published`, { published: 'false' });
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
        await seenOnB(async () => {
          const now = await designOnB();
          return now.api === 404 && now.page === 404;
        });
        expect((await post(a, `/back-office/designs/${designId}/published`, { published: 'true' })).statusCode).toBe(
          200,
        );
        await seenOnB(async () => (await designOnB()).api === 200);
      });

      it('hides a review on A: B lists it no more, through the Shop API and on the design page', async () => {
        expect((await reviewsOnB()).api).toContain(reviewId);
        const hidden = await post(a, `/back-office/designs/${designId}/reviews/${reviewId}`, { status: 'hidden' });
        expect(hidden.statusCode, hidden.body).toBe(200);
        await seenOnB(async () => {
          const now = await reviewsOnB();
          return !now.api.includes(reviewId) && !now.page.includes(reviewId);
        });
        await post(a, `/back-office/designs/${designId}/reviews/${reviewId}`, { status: 'published' });
        await seenOnB(async () => (await reviewsOnB()).api.includes(reviewId));
      });

      it("renames the store on A: B's pages and Shop API name it anew", async () => {
        const brandOnB = async () => {
          const home = await b.inject({ method: 'GET', url: '/' });
          const shown = await b.inject({
            method: 'GET',
            url: withSession('/shop-api/v1/back-office/config?store=TZ-ES'),
            headers: { cookie: admin.header() },
          });
          return {
            page: /<span class="brand-name">([^<]*)<\/span>/.exec(home.body)?.[1],
            api: shown.json<{ data: { config: { brand_name: string } } }>().data.config.brand_name,
          };
        };
        expect(await brandOnB()).toEqual({ page: 'Tintazul', api: 'Tintazul' });
        const saved = await post(a, '/back-office/config', { ...TZ_ES_FORM, brand_name: 'Tintazul Norte' });
        expect(saved.statusCode, saved.body).toBe(200);
        await seenOnB(async () => {
          const now = await brandOnB();
          return now.page === 'Tintazul Norte' && now.api === 'Tintazul Norte';
        });
      });

      it('publishes a review with `npm run shop` on PostgreSQL: B lists it', async () => {
        const pending = `fleet-pending-${transport.env.REDIS_URL ? 'redis' : 'pg'}`;
        await database.db.execute(
          sql`INSERT INTO reviews (id, article_id, design_id, author_name, rating, title, body, locale, status)
              SELECT ${pending}, article_id, design_id, 'Marta', 4, 'Bonita', 'Llegó bien', 'es', 'pending'
              FROM reviews WHERE id = ${reviewId}`,
        );
        expect((await reviewsOnB()).api).not.toContain(pending);
        const out: string[] = [];
        const io = { out: (line: string) => void out.push(line), err: (line: string) => void out.push(line) };
        expect(await runShopCommand(['reviews', 'publish', pending], { ...env, DATABASE_URL: url }, io)).toBe(0);
        expect(out).toEqual([`Review ${pending} published.`]);
        await seenOnB(async () => {
          const now = await reviewsOnB();
          return now.api.includes(pending) && now.page.includes(pending);
        });
      });

      // Redis's reconnect is held by the transports' contract suite; its connections are the whole server's to kill.
      it.skipIf(transport.env.REDIS_URL)(
        "forgets B's cached answers when B listens again after its connection broke, since notices were missed",
        async () => {
          expect((await reviewsOnB()).api).toContain(reviewId);
          // Hidden behind the shop's back: no notice, so B keeps answering from its cache.
          await database.db.execute(sql`UPDATE reviews SET status = 'hidden' WHERE id = ${reviewId}`);
          expect((await reviewsOnB()).api).toContain(reviewId);
          await database.db.execute(
            sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query = ${`LISTEN ${NOTICE_CHANNEL}`}`,
          );
          await seenOnB(async () => !(await reviewsOnB()).api.includes(reviewId));
        },
      );
    });
  }
}
