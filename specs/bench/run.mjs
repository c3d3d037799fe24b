// `npm run bench`: start the built shop, take the measurements, write docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';
import { CHROMIUM_PATH, chromiumVersion } from './chromium.mjs';
import { CONSTRUCTOR_FIRST_LOAD_BYTES } from '../budgets/page-budgets.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { orderDeskMeasurements, withOrderDesk } from './order-desk.mjs';
import { jobQueueMeasurements } from './job-queue.mjs';
import { searchMeasurements, withSearch } from './search.mjs';
import { changeNoticeMeasurements, withChangeNotices } from './change-notices.mjs';
import { photoMeasurements, photoRows } from './photos.mjs';
import { placeOrderLatency } from './place-order.mjs';
import { PINNING, runPinned, startPinned, stop, waitUntilUp } from './processes.mjs';
import { renderMeasurements, renderRows } from './render.mjs';
import { firstLoadRows, lighthouseRows, renderReport, row } from './report.mjs';
import { staticCopy } from './static-copy.mjs';

const started = Date.now();
const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3998);
const barePort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/shop-api/v1`;
const SESSION = 'BenchSession000000000000000001';
const LOAD_SECONDS = process.env.BENCH_SECONDS ?? '10';
const WARM_UP_SECONDS = '3';
const LIGHTHOUSE_RUNS = 5;
const LOAD_ROUNDS = 3;

const loadFor = async (url, seconds) =>
  JSON.parse(await runPinned(1, process.execPath, [path.join(appRoot, 'specs/bench/load.mjs'), url, '50', seconds]));

/** Each route is loaded unmeasured first, so every measured run sees a server whose code for it is compiled. */
const load = async (url) => {
  await loadFor(url, WARM_UP_SECONDS);
  return loadFor(url, LOAD_SECONDS);
};

const medianRun = (runs) => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[runs.length >> 1];

/**
 * A route and its yardstick loaded in turn, LOAD_ROUNDS times, so that a slower or faster moment of the machine
 * hits both alike; each side is its median run, and each round's ratio is kept for the report.
 */
const loadInTurn = async (url, yardstickUrl) => {
  const measured = [];
  const yardstick = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    measured.push(await load(url));
    yardstick.push(await load(yardstickUrl));
  }
  const rounds = measured.map((run, round) => run.requestsPerSecond / yardstick[round].requestsPerSecond);
  return { measured: medianRun(measured), yardstick: medianRun(yardstick), rounds };
};

const text = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
};

/** The first design the home page links to: a real design page, whatever the demo data holds. */
const firstDesignPath = async () => {
  const match = /href="(\/design\/[^"/]+\/([^"/]+))"/.exec(await text(`${origin}/`));
  if (!match) throw new Error('The home page links to no design page');
  return { designPath: match[1], designId: match[2] };
};

/** The constructor as the design page opens it ("personalise"): its first article, with the design as template. */
const firstCreatePath = async (designPath) => {
  const match = /href="(\/create\/\d+[^"]*)"/.exec(await text(`${origin}${designPath}`));
  if (!match) throw new Error(`The design page ${designPath} links to no constructor`);
  return match[1].replaceAll('&amp;', '&');
};

/** A session id the shop issued (it adopts no other), as its first page sets it in the `sid` cookie. */
const issuedSessionId = async () => {
  const cookie = (await fetch(`${origin}/`)).headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('The home page set no sid cookie');
  return cookie.slice('sid='.length).split(';')[0];
};

/** The session of the cart page's visitor, issued once the shop is up. */
let cartSession = '';

/** A cart with one line of the design, for the session whose `sid` cookie the browser will send. */
const fillCart = async (designId) => {
  const design = JSON.parse(await text(`${api}/designs/${designId}?ext_session_id=${cartSession}`)).data;
  const body = new URLSearchParams({
    ext_session_id: cartSession,
    article_id: String(design.articles[0].id),
    design_id: designId,
    quantity: '1',
  });
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const response = await fetch(`${api}/cart/lines`, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`Adding a cart line answered ${response.status}: ${await response.text()}`);
};

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`The bench measures pages in chromium: none at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`);
  process.exit(1);
}
if (isBuildStale(appRoot)) {
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: appRoot, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'estampa-bench-'));
const bareBodyFile = path.join(dataDir, 'design-list.json');
const staticPage = staticCopy(path.join(appRoot, 'dist/client'), 'bench-ssr-design-page.html');
const shop = startPinned(0, process.execPath, ['dist/server/serve.js'], {
  cwd: appRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
let measured;
let bareServer;
try {
  await waitUntilUp(`${origin}/`);
  cartSession = await issuedSessionId();
  const { designPath, designId } = await firstDesignPath();
  const createPath = await firstCreatePath(designPath);
  console.log(`Design page: ${designPath}, constructor: ${createPath}. First-load JS…`);
  const firstLoad = await firstLoadJs(origin, ['/', designPath, createPath]);

  console.log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs of 3 pages…`);
  await fillCart(designId);
  const lighthouse = await lighthouseMedians(
    [
      { path: '/', url: `${origin}/` },
      { path: designPath, url: `${origin}${designPath}` },
      { path: '/cart', url: `${origin}/cart`, extraHeaders: { Cookie: `sid=${cartSession}` } },
    ],
    LIGHTHOUSE_RUNS,
  );

  console.log('Load runs…');
  staticPage.fill(await text(`${origin}${designPath}`));
  const ssrInTurn = await loadInTurn(`${origin}${designPath}`, `${origin}${staticPage.urlPath}`);

  const designsUrl = `${api}/designs?collection=OUTLET&page=1&page_size=24&ext_session_id=${SESSION}`;
  writeFileSync(bareBodyFile, await text(designsUrl));
  // The yardstick runs beside the shop, on the same core, so the two can be loaded in turn.
  bareServer = startPinned(0, process.execPath, [
    path.join(appRoot, 'specs/bench/bare-server.mjs'),
    String(barePort),
    bareBodyFile,
  ]);
  await waitUntilUp(`http://127.0.0.1:${barePort}/bare`);
  const listInTurn = await loadInTurn(designsUrl, `http://127.0.0.1:${barePort}/bare`);
  const placeOrder = await placeOrderLatency(origin);
  measured = { designPath, createPath, firstLoad, lighthouse, ssrInTurn, listInTurn, placeOrder };
} finally {
  if (bareServer) await stop(bareServer);
  await stop(shop);
  staticPage.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

// Rendering runs once the shop has stopped: its child processes have the machine to themselves.
console.log('Rendering: previews and a print file…');
const rendering = await renderMeasurements();
console.log('Phone photos: a 12 Mpx HEIC decoded, a 100 Mpx JPEG accepted…');
const photos = await photoMeasurements();
console.log('Orders desk: 100,000 orders on PostgreSQL…');
const orderDesk = await orderDeskMeasurements();
console.log('Search: 10,000 designs on PGlite and PostgreSQL…');
const search = await searchMeasurements();
console.log('Change notices between two instances…');
const changeNotices = await changeNoticeMeasurements();
console.log('Job queue: enqueue→start latency and throughput…');
const jobQueue = await jobQueueMeasurements();

const { designPath, createPath, firstLoad, lighthouse, ssrInTurn, listInTurn, placeOrder } = measured;
const { measured: ssr, yardstick: staticHtml } = ssrInTurn;
const { measured: designList, yardstick: bare } = listInTurn;
const pageLabel = (pagePath) => (pagePath === designPath ? 'design page' : `\`${pagePath}\``);
const ssrRatio = ssr.requestsPerSecond / staticHtml.requestsPerSecond;
const listRatio = designList.requestsPerSecond / bare.requestsPerSecond;
const roundsOf = (inTurn) => `rounds: ${inTurn.rounds.map((ratio) => ratio.toFixed(2)).join(', ')}`;
const errorsOf = (result) => `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`;
const rows = [
  ...firstLoadRows('`/`', firstLoad['/']),
  ...firstLoadRows('design page', firstLoad[designPath]),
  ...firstLoadRows(`\`${createPath}\``, firstLoad[createPath], CONSTRUCTOR_FIRST_LOAD_BYTES),
  ...lighthouse.flatMap((page) => lighthouseRows(pageLabel(page.path), page)),
  row('SSR design page (req/s)', ssr.requestsPerSecond.toFixed(0), '', undefined, `p50 ${ssr.p50Ms} ms`),
  row('SSR design page p99', `${ssr.p99Ms} ms`, '', undefined, errorsOf(ssr)),
  row(
    'Same HTML as a static file, same server (req/s)',
    staticHtml.requestsPerSecond.toFixed(0),
    '',
    undefined,
    `p50 ${staticHtml.p50Ms} ms, p99 ${staticHtml.p99Ms} ms, ${errorsOf(staticHtml)}`,
  ),
  row(
    'SSR / static throughput',
    ssrRatio.toFixed(2),
    '≥ 0.35',
    ssrRatio >= 0.35,
    `${roundsOf(ssrInTurn)}; React Router's published ratio is 0.16, Next.js 0.26`,
  ),
  row(
    'Shop API design list, 24 designs (req/s)',
    designList.requestsPerSecond.toFixed(0),
    '',
    undefined,
    `p50 ${designList.p50Ms} ms`,
  ),
  row('Shop API design list p99', `${designList.p99Ms} ms`, '≤ 50 ms', designList.p99Ms <= 50, errorsOf(designList)),
  row(
    'Bare Fastify route, same body (req/s)',
    bare.requestsPerSecond.toFixed(0),
    '',
    undefined,
    `p99 ${bare.p99Ms} ms`,
  ),
  row('Design list / bare route throughput', listRatio.toFixed(2), '≥ 0.5', listRatio >= 0.5, roundsOf(listInTurn)),
  row(
    'Place order p95',
    `${placeOrder.p95Ms.toFixed(1)} ms`,
    '',
    undefined,
    `p50 ${placeOrder.p50Ms.toFixed(1)} ms over ${placeOrder.orders} guest orders, one at a time, each after filling its cart and checkout`,
  ),
  ...renderRows(rendering),
  ...photoRows(photos),
];
rows.push(...jobQueue);

const report = withChangeNotices(
  withSearch(
    withOrderDesk(
      renderReport({
        rows,
        command: process.env.BENCH_SECONDS ? `BENCH_SECONDS=${LOAD_SECONDS} npm run bench` : 'npm run bench',
        loadSeconds: LOAD_SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        loadRounds: LOAD_ROUNDS,
        pinning: PINNING,
        designPath,
        durationMs: Date.now() - started,
        machine: {
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
          platform: `${process.platform}/${process.arch}`,
          node: process.version,
          chromium: chromiumVersion(),
          lighthouse: lighthouse[0].lighthouseVersion,
        },
      }),
      orderDesk,
    ),
    search,
  ),
  changeNotices,
);
// The builds compared side by side (specs/bench/ab-builds.mjs) are written by hand under their heading: kept.
const AB_HEADING = '## Builds compared side by side';
const reportFile = path.join(appRoot, 'docs/benchmarks.md');
const earlier = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
const kept = earlier.includes(AB_HEADING) ? earlier.slice(earlier.indexOf(AB_HEADING)) : '';
writeFileSync(reportFile, kept === '' ? report : `${report.trimEnd()}\n\n${kept}`);
console.log(report);
