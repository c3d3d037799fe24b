// Search on 10,000 designs: seeded into a fresh embedded database (and a throwaway PostgreSQL database when one
// answers), then searches timed through the listing's use case and repository. `node specs/bench/search.mjs` runs it
// alone and writes its rows into docs/benchmarks.md; `npm run bench` runs it with the rest.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';
import { row } from './report.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const DESIGNS = 10_000;
const CALLS = 200;
const WARM_UP = 20;
const TARGET_MS = 30;
const LABEL = 'Search';

/** What shoppers type: articles (singular, plural, no accent, a typo), designs, tags, two words, a word's start. */
const TEXTS = [
  'taza',
  'Tazas',
  'tazza',
  'cojin',
  'cojines',
  'lámina',
  'camiseta',
  'zorro',
  'gato feliz',
  'animales',
  'flores taza',
  'búho',
  'taz',
  'lienzo montaña',
  'calendario',
];

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

// Eight articles with Spanish, English and Polish names; designs named from two word lists, each on two or three
// articles and carrying one or two of six tags.
const SEED = `
INSERT INTO articles (id, slug, kind, names, names_plural) VALUES
  (1, 'mug', 'mug', '{"es":"Taza","en":"Mug","pl":"Kubek"}', '{"es":"Tazas","en":"Mugs","pl":"Kubki"}'),
  (2, 'tshirt', 'tshirt', '{"es":"Camiseta","en":"T-shirt","pl":"Koszulka"}', '{"es":"Camisetas","en":"T-shirts","pl":"Koszulki"}'),
  (3, 'print', 'poster', '{"es":"Lámina","en":"Print","pl":"Plakat"}', '{"es":"Láminas","en":"Prints","pl":"Plakaty"}'),
  (4, 'cushion', 'cushion', '{"es":"Cojín","en":"Cushion","pl":"Poduszka"}', '{"es":"Cojines","en":"Cushions","pl":"Poduszki"}'),
  (5, 'canvas', 'canvas', '{"es":"Lienzo","en":"Canvas","pl":"Obraz"}', '{"es":"Lienzos","en":"Canvases","pl":"Obrazy"}'),
  (6, 'case', 'case', '{"es":"Funda","en":"Case","pl":"Etui"}', '{"es":"Fundas","en":"Cases","pl":"Etui"}'),
  (7, 'calendar', 'calendar', '{"es":"Calendario","en":"Calendar","pl":"Kalendarz"}', '{"es":"Calendarios","en":"Calendars","pl":"Kalendarze"}'),
  (8, 'bag', 'bag', '{"es":"Bolsa","en":"Tote bag","pl":"Torba"}', '{"es":"Bolsas","en":"Tote bags","pl":"Torby"}');
INSERT INTO article_prices (article_id, store, amount_minor, currency)
  SELECT id, store, 900 + id * 100, CASE store WHEN 'WPX-PL' THEN 'PLN' ELSE 'EUR' END
  FROM articles, unnest(ARRAY['WPX-ES', 'WPX-PL']) AS store;
INSERT INTO tags (id, slug, names) VALUES
  ('animals', 'animals', '{"es":"Animales","en":"Animals","pl":"Zwierzęta"}'),
  ('flowers', 'flowers', '{"es":"Flores","en":"Flowers","pl":"Kwiaty"}'),
  ('travel', 'travel', '{"es":"Viajes","en":"Travel","pl":"Podróże"}'),
  ('love', 'love', '{"es":"Amor","en":"Love","pl":"Miłość"}'),
  ('kids', 'kids', '{"es":"Infantil","en":"Kids","pl":"Dzieci"}'),
  ('sea', 'sea', '{"es":"Mar","en":"Sea","pl":"Morze"}');
INSERT INTO designs (id, slug, name, names, collection, popularity)
  SELECT 'bench-' || n, 'bench-' || n, en.word || ' ' || n,
         jsonb_build_object('es', es.word || ' ' || esa.word || ' ' || n, 'en', ena.word || ' ' || en.word || ' ' || n),
         'NOVELTY', (n * 7919) % 1000
  FROM generate_series(1, ${DESIGNS}) AS n
  CROSS JOIN LATERAL (SELECT (ARRAY['Gato','Zorro','Búho','Ballena','Montaña','Flor','Corazón','Ola','Árbol','Luna',
      'Sol','Café','Bicicleta','Cactus','Tulipán','Perro','Mapa','Estrella','Nube','Faro'])[1 + n % 20] AS word) es
  CROSS JOIN LATERAL (SELECT (ARRAY['Cat','Fox','Owl','Whale','Mountain','Flower','Heart','Wave','Tree','Moon',
      'Sun','Coffee','Bicycle','Cactus','Tulip','Dog','Map','Star','Cloud','Lighthouse'])[1 + n % 20] AS word) en
  CROSS JOIN LATERAL (SELECT (ARRAY['feliz','retro','minimalista','nocturno','acuarela','vintage','dormido',
      'geométrico','salvaje','tropical','nórdico'])[1 + (n / 20) % 11] AS word) esa
  CROSS JOIN LATERAL (SELECT (ARRAY['Happy','Retro','Minimal','Night','Watercolour','Vintage','Sleepy','Geometric',
      'Wild','Tropical','Nordic'])[1 + (n / 20) % 11] AS word) ena;
INSERT INTO design_articles (design_id, article_id)
  SELECT DISTINCT 'bench-' || n, 1 + (n * k * 13) % 8 FROM generate_series(1, ${DESIGNS}) AS n, generate_series(1, 3) AS k
  WHERE k < 3 OR n % 2 = 0;
INSERT INTO design_tags (design_id, tag_id)
  SELECT DISTINCT 'bench-' || n, (ARRAY['animals','flowers','travel','love','kids','sea'])[1 + (n * k) % 6]
  FROM generate_series(1, ${DESIGNS}) AS n, generate_series(1, 2) AS k;`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const timed = async (call) => {
  for (let i = 0; i < WARM_UP; i += 1) await call(i);
  const times = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const result = await call(i);
    times.push(performance.now() - started);
    if (result.isErr()) throw new Error(`The search failed: ${JSON.stringify(result.error)}`);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
};

/** Seeds a migrated database and times the searches through the listing use case, first page of 24 by popularity. */
const measureOn = async (load, database, run) => {
  const { postgresDesignRepository } = await load('/adapters/postgres/postgres-design-repository.ts');
  const { listDesigns } = await load('/core/shop/catalogue/list-designs.use-case.ts');
  await database.migrate(path.join(appRoot, 'adapters/postgres/migrations'));
  const seeding = performance.now();
  await run(SEED);
  const seedMs = performance.now() - seeding;
  const list = listDesigns(postgresDesignRepository(database.db));
  const timing = await timed((i) =>
    list({ store: 'WPX-ES', sort: 'POPULARITY', page: 1, pageSize: 24, text: TEXTS[i % TEXTS.length] }),
  );
  // Other work on the machine shows in these timings: the one-minute load average says how much there was.
  return { ...timing, seedMs, designs: DESIGNS, load: os.loadavg()[0], cores: os.cpus().length };
};

/** PGlite in memory always; PostgreSQL when a server answers at TEST_DATABASE_URL (or 127.0.0.1:5432). */
export const searchMeasurements = async () => {
  const vite = await sourceLoader(appRoot);
  const load = (file) => vite.ssrLoadModule(file);
  const results = [];
  try {
    const { openDatabase } = await load('/adapters/postgres/database.ts');
    const embedded = await openDatabase({ memory: true });
    try {
      // PGlite's exec runs a script of many statements, as PostgreSQL's simple query protocol does.
      results.push({
        engine: 'PGlite',
        ...(await measureOn(load, embedded, (text) => embedded.db.$client.exec(text))),
      });
    } finally {
      await embedded.close();
    }
    const server = serverUrl();
    const answers = await onServer(server, 'SHOW server_version').then(
      (r) => r.rows[0].server_version,
      () => null,
    );
    if (answers !== null) {
      const name = `estampa_bench_search_${process.pid}_${Date.now().toString(36)}`;
      await onServer(server, `CREATE DATABASE "${name}"`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        const seeder = new pg.Client({ connectionString: url.toString() });
        await seeder.connect();
        try {
          results.push({
            engine: `PostgreSQL ${answers.split(' ')[0]}`,
            ...(await measureOn(load, database, (text) => seeder.query(text))),
          });
        } finally {
          await seeder.end();
        }
      } finally {
        await database.close();
        await onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }
  } finally {
    await vite.close();
  }
  return { calls: CALLS, texts: TEXTS, results };
};

export const searchRows = (measured) =>
  measured.results.map((result) =>
    row(
      `${LABEL}, ${result.designs.toLocaleString('en')} designs, ${result.engine}, p95`,
      `${result.p95Ms.toFixed(1)} ms`,
      `≤ ${TARGET_MS} ms`,
      result.p95Ms <= TARGET_MS,
      `p50 ${result.p50Ms.toFixed(1)} ms over ${measured.calls} searches; seeded in ${(result.seedMs / 1000).toFixed(1)} s; load average ${result.load.toFixed(1)} on ${result.cores} cores`,
    ),
  );

const note = (measured) =>
  `**${LABEL}**: ${DESIGNS.toLocaleString('en')} designs (Spanish and English names from two word lists, each on two or three of eight articles with Spanish, English and Polish names, one or two of six tags) seeded by set-based SQL into a fresh in-memory PGlite${measured.results.length > 1 ? ' and a database created for the run on the PostgreSQL server in TEST_DATABASE_URL, dropped afterwards' : ' (no PostgreSQL server answered)'}. Each engine answers ${WARM_UP} searches unmeasured, then ${CALLS} measured ones through the listing's use case (\`listDesigns\`, WPX-ES, first page of 24, most popular after the best match) and its repository, one at a time in the bench's process, rotating over: ${measured.texts.map((text) => `"${text}"`).join(', ')}. \`node specs/bench/search.mjs\` runs this part alone.`;

/** The report with this part's rows and note in place of any earlier ones. */
export const withSearch = (report, measured) => {
  const lines = report
    .split('\n')
    .filter((line) => !line.startsWith(`| ${LABEL},`) && !line.startsWith(`**${LABEL}**`));
  const lastRow = lines.findLastIndex((line) => line.startsWith('| '));
  lines.splice(lastRow + 1, 0, ...searchRows(measured).map((cells) => `| ${cells.join(' | ')} |`));
  return `${lines.join('\n').trimEnd()}\n\n${note(measured)}\n`;
};

// `node specs/bench/search.mjs`: this part of the bench alone, written into docs/benchmarks.md.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await searchMeasurements();
  const file = path.join(appRoot, 'docs/benchmarks.md');
  writeFileSync(file, withSearch(readFileSync(file, 'utf8'), measured));
  for (const each of searchRows(measured)) console.log(each.join(' | '));
}
