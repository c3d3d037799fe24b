// The orders desk with 100,000 orders: seeded into a throwaway PostgreSQL database, then the desk's list and search
// timed through the real use case and repository. `node specs/bench/order-desk.mjs` runs it alone and writes its
// rows into docs/benchmarks.md; `npm run bench` runs it with the rest.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';
import { row } from './report.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const ORDERS = 100_000;
const CALLS = 200;
const WARM_UP = 20;
const TARGET_MS = 100;
const LABEL = 'Orders desk';

/** The server in TEST_DATABASE_URL (its database is left alone), else the local trust-auth server. */
const serverUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
};

const onServer = async (url, sql) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

// One set-based statement per table: stores, statuses, dates and e-mails spread as a shop's years of orders are.
const SEED = `
SELECT setseed(0.17);
CREATE TEMP TABLE bench_spread AS
SELECT n, random() AS r_store, random() AS r_age, random() AS r_status, random() AS r_email, random() AS r_method,
       random() AS r_total
FROM generate_series(1, ${ORDERS}) AS n;
CREATE TEMP TABLE bench_orders AS
SELECT n,
  'bench-order-' || n AS id,
  store,
  -- A bijection of n (an odd multiplier modulo 2^32), so the ids look random and never collide.
  split_part(store, '-', 2) || '-' || upper(lpad(to_hex((n::bigint * 2654435761) % 4294967296), 8, '0')) AS public_id,
  -- Newer orders are denser: a growing shop, three years of history.
  now() - power(r_age, 1.6) * interval '1095 days' AS created_at,
  -- About 30,000 customers; a few come back often, a few type their address in capitals.
  CASE WHEN n % 50 = 0 THEN 'Customer' ELSE 'customer' END
    || floor(power(r_email, 1.3) * 30000)::int || '@' || (ARRAY['gmail.com','hotmail.com','yahoo.es','wp.pl','libero.it','orange.fr','sapo.pt','seznam.cz'])[1 + n % 8] AS email,
  r_status, r_age, r_method, r_total
FROM (
  SELECT *, CASE
      WHEN r_store < 0.30 THEN 'WPX-ES' WHEN r_store < 0.50 THEN 'WPX-PL' WHEN r_store < 0.62 THEN 'WPX-IT'
      WHEN r_store < 0.74 THEN 'WPX-FR' WHEN r_store < 0.82 THEN 'WPX-PT' WHEN r_store < 0.88 THEN 'WPX-DK'
      WHEN r_store < 0.94 THEN 'WPX-CZ' ELSE 'TZ-ES' END AS store
  FROM bench_spread
) AS spread;
-- Recent orders are still moving; older ones are delivered, or ended otherwise.
UPDATE bench_orders SET r_status = CASE
  WHEN created_at > now() - interval '14 days' THEN (ARRAY[0,0,1,1,13,8,9,9,14,15,4,10])[1 + floor(r_status * 12)::int]
  ELSE (ARRAY[15,15,15,15,15,15,15,15,15,15,15,15,15,15,15,15,10,10,16,17])[1 + floor(r_status * 20)::int] END;
INSERT INTO orders (id, public_id, store, cart_id, customer_id, email, customer_type, contact, billing_address, shipment,
  shipment_postal_code, shipment_country, status, commercial_status, payment_method, currency, subtotal_minor,
  shipping_minor, discount_minor, total_minor, locale, created_at, updated_at)
SELECT id, public_id, store, 'bench-cart-' || n, NULL, email, 'PERSON',
  jsonb_build_object('firstName', 'Bench', 'lastName', 'Shopper ' || n), '{}'::jsonb, '{"mode":"ADDRESS"}'::jsonb,
  '28001', split_part(store, '-', 2), r_status::int,
  CASE WHEN r_status = 10 THEN 100 WHEN r_status = 15 THEN 5 ELSE 8 END,
  CASE WHEN r_method < 0.7 THEN 'CARD' WHEN r_method < 0.85 THEN 'PAYPAL' ELSE 'BANK_TRANSFER' END,
  CASE split_part(store, '-', 2) WHEN 'PL' THEN 'PLN' WHEN 'DK' THEN 'DKK' WHEN 'CZ' THEN 'CZK' ELSE 'EUR' END,
  1000 + floor(r_total * 9000)::int, 495, 0, 1495 + floor(r_total * 9000)::int, lower(split_part(store, '-', 2)),
  created_at, created_at
FROM bench_orders;
INSERT INTO payments (id, order_id, method, kind, status, amount_minor, currency, created_at, updated_at)
SELECT 'bench-pay-' || n, id,
  CASE WHEN r_method < 0.7 THEN 'CARD' WHEN r_method < 0.85 THEN 'PAYPAL' ELSE 'BANK_TRANSFER' END,
  CASE WHEN r_method < 0.85 THEN 'ONLINE_PREPAID' ELSE 'TRANSFER' END,
  CASE WHEN r_status = 0 THEN 'PENDING' WHEN r_status = 10 THEN 'CANCELED' ELSE 'PAID' END,
  1495 + floor(r_total * 9000)::int, 'EUR', created_at, created_at
FROM bench_orders;
INSERT INTO shipments (id, order_id, carrier, delivery_method, state, updated_at)
SELECT 'bench-ship-' || n, id, 'CORREOS', 'ADDRESS',
  CASE WHEN r_status IN (9) THEN 'ON_ROUTE' WHEN r_status IN (14) THEN 'PENDING_TO_PICK'
       WHEN r_status IN (15) THEN 'DELIVERED' WHEN r_status IN (16) THEN 'INCIDENCE' ELSE 'PROCESSING' END,
  created_at
FROM bench_orders WHERE n % 10 <> 0;
ANALYZE orders;
ANALYZE payments;
ANALYZE shipments;
`;

/** A fixed sequence of choices, so every run asks the same questions. */
const chooser = (seed) => {
  let state = seed;
  return (items) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return items[state % items.length];
  };
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const timed = async (call) => {
  for (let i = 0; i < WARM_UP; i += 1) await call(i);
  const times = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const result = await call(i);
    times.push(performance.now() - started);
    if (result.isErr()) throw new Error(`The desk refused: ${JSON.stringify(result.error)}`);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
};

/** The indexes a plan reads, for the report; the whole plan is printed when a measure misses its target. */
const indexesOf = (plan) => {
  const found = new Set();
  const walk = (node) => {
    if (node['Index Name']) found.add(node['Index Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return [...found];
};

/** The buyer's name as the repository searches it (migration 0022's trigram index). */
const BUYER_NAME = `lower(coalesce(contact ->> 'firstName', '') || ' ' || coalesce(contact ->> 'lastName', '') || ' ' || coalesce(contact ->> 'companyName', ''))`;

/** The desk's list query as the repository sends it, for EXPLAIN: same conditions, order and limit. */
const listSql = ({ search, partial, store, status, from, after }) => {
  const where = [];
  const values = [];
  const bind = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  // A whole id or address when it finds orders, else the partial matches (the repository asks which first).
  if (search !== undefined && !partial)
    where.push(`(public_id = ${bind(search.toUpperCase())} or lower(email) = ${bind(search.toLowerCase())})`);
  if (search !== undefined && partial) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(public_id like ${bind(`${search.toUpperCase()}%`)} or lower(email) like ${bind(pattern)} or ${BUYER_NAME} like ${bind(pattern)})`,
    );
  }
  if (store !== undefined) where.push(`store = ${bind(store)}`);
  if (status !== undefined) where.push(`status = ${bind(status)}`);
  if (from !== undefined) where.push(`created_at >= ${bind(new Date(from))} and created_at < ${bind(new Date())}`);
  if (after !== undefined)
    where.push(`(created_at, public_id) < (${bind(new Date(after.createdAt))}::timestamptz, ${bind(after.publicId)})`);
  const text = `select * from orders ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by created_at desc, public_id desc limit 26`;
  return { text, values };
};

/**
 * Seeds the orders, times each desk question CALLS times after WARM_UP unmeasured calls, and drops the database.
 * Null when no PostgreSQL server answers.
 */
export const orderDeskMeasurements = async () => {
  const server = serverUrl();
  try {
    await onServer(server, 'SELECT 1');
  } catch {
    return null;
  }
  const name = `estampa_bench_desk_${process.pid}_${Date.now().toString(36)}`;
  await onServer(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const vite = await sourceLoader(appRoot);
  let database;
  try {
    const load = (file) => vite.ssrLoadModule(file);
    const { openDatabase } = await load('/adapters/postgres/database.ts');
    const { postgresOrderDesk } = await load('/adapters/postgres/postgres-order-desk.ts');
    const { listDeskOrders } = await load('/core/shop/back-office/order-desk.use-cases.ts');
    const { cryptoIdGenerator } = await load('/adapters/system/crypto-id-generator.ts');
    const { systemClock } = await load('/adapters/system/system-clock.ts');
    const { dateRangeFor } = await load('/core/domain/shared/date-filter.ts');
    database = await openDatabase({ url: url.toString() });
    await database.migrate(path.join(appRoot, 'adapters/postgres/migrations'));

    const seeding = performance.now();
    const seeder = new pg.Client({ connectionString: url.toString() });
    await seeder.connect();
    await seeder.query(SEED);
    const seedMs = performance.now() - seeding;

    const sample = async (sql) => (await seeder.query(sql)).rows;
    const publicIds = (await sample('SELECT public_id FROM orders ORDER BY md5(id) LIMIT 500')).map((r) => r.public_id);
    const emails = (await sample("SELECT email FROM orders ORDER BY md5(id || 'e') LIMIT 500")).map((r) => r.email);
    const [middle] = await sample(
      `SELECT created_at, public_id FROM orders ORDER BY created_at DESC, public_id DESC OFFSET ${ORDERS / 2} LIMIT 1`,
    );
    const middleCursor = { createdAt: middle.created_at.getTime(), publicId: middle.public_id };

    const administrator = { id: 'bench-admin', accountType: 'foticos', restrictions: [], invoicingEnabled: false };
    const list = listDeskOrders({ desk: postgresOrderDesk(database.db, cryptoIdGenerator), clock: systemClock });
    const pick = chooser(7);
    const STORES = ['WPX-ES', 'WPX-PL', 'WPX-IT', 'WPX-FR', 'WPX-PT', 'WPX-DK', 'WPX-CZ', 'TZ-ES'];
    const STATUSES = [0, 1, 9, 10, 15, 16];
    const FILTERS = ['thirty_days', 'three_months', 'this_year', 'last_year'];
    const filtered = STORES.flatMap((store) =>
      STATUSES.flatMap((status) => FILTERS.map((dateFilter) => ({ store, status, dateFilter }))),
    );
    const questions = [
      { measure: 'first page', ask: () => ({}) },
      { measure: 'a page halfway (keyset, 50,000 orders in)', ask: () => ({ after: middleCursor }) },
      { measure: 'search by public id', ask: (i) => ({ search: publicIds[i % 500].toLowerCase() }) },
      { measure: 'search by e-mail', ask: (i) => ({ search: emails[(i * 7) % 500].toUpperCase() }) },
      {
        measure: 'search by part of an e-mail',
        ask: (i) => ({ search: emails[(i * 11) % 500].slice(1, -4), partial: true }),
      },
      {
        measure: 'search by part of a name',
        ask: (i) => ({ search: `hopper ${(i * 7919) % 100_000}`, partial: true }),
      },
      { measure: 'store + status + date filter', ask: () => pick(filtered) },
    ];

    const results = [];
    for (const question of questions) {
      const asked = [];
      const timing = await timed(async (i) => {
        const request = question.ask(i);
        asked.push(request);
        return list(administrator, request);
      });
      // The plan of the slowest kind of question asked: the last one, explained as the repository sends it.
      const last = asked[asked.length - 1];
      const range = last.dateFilter === undefined ? undefined : dateRangeFor(last.dateFilter, systemClock);
      const query = listSql({ ...last, from: range?.from });
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await seeder.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values)).rows;
      const indexes = indexesOf(plan.Plan);
      if (timing.p95Ms > TARGET_MS) {
        const text = await seeder.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
        console.log(
          `${question.measure}: p95 ${timing.p95Ms.toFixed(1)} ms\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
      results.push({ measure: question.measure, ...timing, indexes, planMs: plan['Execution Time'] });
    }
    await seeder.end();
    const [{ version }] = (await onServer(server, 'SHOW server_version')).rows.map((r) => ({
      version: r.server_version,
    }));
    return { orders: ORDERS, calls: CALLS, seedMs, postgres: version, results };
  } finally {
    await database?.close();
    await vite.close();
    await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
};

export const orderDeskRows = (measured) =>
  measured === null
    ? [row(`${LABEL} list and search p95`, 'not measured: no PostgreSQL', `≤ ${TARGET_MS} ms`, undefined, '')]
    : measured.results.map((result) =>
        row(
          `${LABEL}, ${result.measure}, p95`,
          `${result.p95Ms.toFixed(1)} ms`,
          `≤ ${TARGET_MS} ms`,
          result.p95Ms <= TARGET_MS,
          `p50 ${result.p50Ms.toFixed(1)} ms over ${measured.calls} calls; plan: ${result.indexes.join(', ') || 'no index'} (${result.planMs.toFixed(1)} ms in PostgreSQL ${measured.postgres})`,
        ),
      );

const note = (measured) =>
  `**${LABEL}**: ${measured === null ? 'not measured, no PostgreSQL server answered at TEST_DATABASE_URL (or 127.0.0.1:5432).' : `${measured.orders.toLocaleString('en')} orders (with their payments and shipments; eight stores, three years with newer orders denser, about 30,000 e-mail addresses, recent orders in every status and older ones mostly delivered) seeded in ${(measured.seedMs / 1000).toFixed(1)} s by set-based SQL into a database created for the run on the PostgreSQL server in TEST_DATABASE_URL and dropped afterwards.`} Each question goes ${WARM_UP} times unmeasured and then ${CALLS} times measured through the desk's use case (\`listDeskOrders\`) and its PostgreSQL repository, as the administrator, one call at a time in the bench's process: the first page, the page 50,000 orders in (keyset cursor), a public id and an e-mail address (different ones each call, typed in other letter case), part of an e-mail address and of a buyer's name, and a store, status and date filter (rotating over 8 stores, 6 statuses, 4 date filters). The plan is the last call's query under EXPLAIN ANALYZE. \`node specs/bench/order-desk.mjs\` runs this part alone.`;

/** The report with this part's rows and note in place of any earlier ones. */
export const withOrderDesk = (report, measured) => {
  const lines = report.split('\n').filter((line) => !line.startsWith(`| ${LABEL}`) && !line.startsWith(`**${LABEL}**`));
  const lastRow = lines.findLastIndex((line) => line.startsWith('| '));
  const rows = orderDeskRows(measured).map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(lastRow + 1, 0, ...rows);
  const text = lines.join('\n').trimEnd();
  return `${text}\n\n${note(measured)}\n`;
};

// `node specs/bench/order-desk.mjs`: this part of the bench alone, written into docs/benchmarks.md.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await orderDeskMeasurements();
  const file = path.join(appRoot, 'docs/benchmarks.md');
  writeFileSync(file, withOrderDesk(readFileSync(file, 'utf8'), measured));
  for (const each of orderDeskRows(measured)) console.log(each.join(' | '));
}
