// `npm run bench`: start the built shop, take the measurements, write docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/cli/build-freshness.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { placeOrderLatency } from './place-order.mjs';
import { PINNING, runPinned, startPinned, stop, waitUntilUp } from './processes.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3998);
const barePort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const SESSION = 'BenchSession000000000000000001';
const LOAD_SECONDS = process.env.BENCH_SECONDS ?? '10';

const load = (url) =>
  JSON.parse(runPinned(1, process.execPath, [path.join(appRoot, 'specs/bench/load.mjs'), url, '50', LOAD_SECONDS]));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (isBuildStale(appRoot)) {
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: appRoot, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'estampa-bench-'));
const bareBodyFile = path.join(dataDir, 'design-list.json');
const shop = startPinned(0, process.execPath, ['dist/server/serve.js'], {
  cwd: appRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
let designList;
let placeOrder;
try {
  await waitUntilUp(`${origin}/`);
  const home = await firstLoadJs(origin, '/');
  rows.push(['First-load JS of `/` (gzip)', kb(home.gzipBytes), '≤ 150 kB', home.files.join(', ')]);

  const designsUrl = `${origin}/shop-api/v1/designs?collection=OUTLET&page=1&page_size=24&ext_session_id=${SESSION}`;
  writeFileSync(bareBodyFile, await (await fetch(designsUrl)).text());
  designList = load(designsUrl);
  placeOrder = await placeOrderLatency(origin);
} finally {
  await stop(shop);
}

const bareServer = startPinned(0, process.execPath, [
  path.join(appRoot, 'specs/bench/bare-server.mjs'),
  String(barePort),
  bareBodyFile,
]);
let bare;
try {
  await waitUntilUp(`http://127.0.0.1:${barePort}/bare`);
  bare = load(`http://127.0.0.1:${barePort}/bare`);
} finally {
  await stop(bareServer);
  rmSync(dataDir, { recursive: true, force: true });
}

const ratio = designList.requestsPerSecond / bare.requestsPerSecond;
rows.push(
  [
    'Shop API design list, 24 designs (req/s)',
    designList.requestsPerSecond.toFixed(0),
    '',
    `p50 ${designList.p50Ms} ms`,
  ],
  [
    'Shop API design list p99',
    `${designList.p99Ms} ms`,
    '≤ 50 ms',
    `non-2xx ${designList.non2xx}, errors ${designList.errors}`,
  ],
  ['Bare Fastify route, same body (req/s)', bare.requestsPerSecond.toFixed(0), '', `p99 ${bare.p99Ms} ms`],
  ['Design list / bare route throughput', ratio.toFixed(2), '≥ 0.5', ''],
  [
    'Place order p95',
    `${placeOrder.p95Ms.toFixed(1)} ms`,
    '',
    `p50 ${placeOrder.p50Ms.toFixed(1)} ms over ${placeOrder.orders} guest orders, one at a time, each after filling its cart and checkout`,
  ],
);

const report = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (specs/bench/run.mjs) against the built shop on an embedded database with the demo data.',
  '',
  `Last run: ${new Date().toISOString()} on Node ${process.version}, ${process.platform}/${process.arch}, ${PINNING}; autocannon with 50 connections for ${LOAD_SECONDS} s per route.`,
  '',
  '| Measure | Value | Target | Notes |',
  '| --- | --- | --- | --- |',
  ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  '',
  'The bare route is a Fastify app with one GET answering the very bytes the design list answered, so the ratio is the cost of the shop (hooks, decoding, catalogue, headers) over Fastify itself.',
  '',
  'First-load JS: every script the HTML of the page loads (module scripts and modulepreloads), each gzipped at level 9, summed.',
  '',
].join('\n');
writeFileSync(path.join(appRoot, 'docs/benchmarks.md'), report);
console.log(report);
