// Server CPU per request of the design page (SSR) and of the same HTML as a static file, from the server's own
// CPU clock rather than throughput, so that a busy shared machine blurs the figures far less than it blurs req/s.
//   npm run build && node specs/bench/cpu-per-request.mjs [rounds=7] [requests per round=300] [connections=1]
// With more than one connection the requests of a round are shared by that many concurrent sequential clients,
// as the bench's 50 connections do.
// BENCH_PORT (default 3998) and LOG_LEVEL (default warn, as `npm run bench` sets) are read from the environment;
// CPU_PROFILE=<dir> starts the server under `node --cpu-prof` and leaves its profile there.
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';
import { spawnSync } from 'node:child_process';
import { PINNING, pinned, startPinned, stop, waitUntilUp } from './processes.mjs';
import { staticCopy } from './static-copy.mjs';

const [rounds = 7, perRound = 300, connections = 1] = process.argv.slice(2).map(Number);
const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3998);
const origin = `http://127.0.0.1:${port}`;
const profileDir = process.env.CPU_PROFILE;

// The client runs on the other core than the server's: this script starts itself again, pinned to core 1.
if (process.env.CPU_PER_REQUEST_PINNED === undefined) {
  const run = pinned(1, process.execPath, process.argv.slice(1));
  const env = { ...process.env, CPU_PER_REQUEST_PINNED: '1' };
  process.exit(spawnSync(run.command, run.args, { stdio: 'inherit', env }).status ?? 1);
}

if (isBuildStale(appRoot)) {
  console.error('The build is older than the sources: run `npm run build` first.');
  process.exit(1);
}

/** Nanoseconds the process has run on a CPU, all its threads (V8's GC and compiler, libuv's pool) included. */
const cpuNanos = (pid) =>
  readdirSync(`/proc/${pid}/task`).reduce((sum, task) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return sum; // a thread that ended between the listing and the read
    }
  }, 0);

// Keep-alive connections, no cookies (every request is a first visit, as in the bench), no compression.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const getOnce = (urlPath) =>
  new Promise((resolve, reject) => {
    const request = http.get(`${origin}${urlPath}`, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${urlPath}: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
// A kept-alive connection the server closed meanwhile (its keep-alive timeout on a busy machine) is tried again once.
const get = (urlPath) =>
  getOnce(urlPath).catch((error) => (error.code === 'ECONNRESET' ? getOnce(urlPath) : Promise.reject(error)));

const text = async (urlPath) => (await fetch(`${origin}${urlPath}`)).text();

/** Microseconds of server CPU per request over `count` sequential requests. */
const cpuPerRequest = async (pid, urlPath, count) => {
  const before = cpuNanos(pid);
  const client = async (share) => {
    for (let i = 0; i < share; i += 1) await get(urlPath);
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => client(Math.ceil((count - n) / connections))));
  return (cpuNanos(pid) - before) / count / 1000;
};

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const dataDir = mkdtempSync(path.join(tmpdir(), 'estampa-cpu-'));
const staticPage = staticCopy(path.join(appRoot, 'dist/client'), 'cpu-per-request-design-page.html');
const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const shop = startPinned(0, process.execPath, [...nodeArgs, 'dist/server/serve.js'], {
  cwd: appRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
try {
  // Seeding a new database takes a while on a busy machine.
  await waitUntilUp(`${origin}/`, Date.now() + 300_000);
  const match = /href="(\/design\/[^"/]+\/[^"/]+)"/.exec(await text('/'));
  if (!match) throw new Error('The home page links to no design page');
  const designPath = match[1];
  staticPage.fill(await text(designPath));
  // taskset runs node in its own process, so the pinned child's pid is the server's.
  const pid = shop.pid;
  // Warm-up: both routes compiled and their caches filled before anything is measured.
  await cpuPerRequest(pid, designPath, perRound * 2);
  await cpuPerRequest(pid, staticPage.urlPath, perRound);
  const ssr = [];
  const file = [];
  for (let round = 0; round < rounds; round += 1) {
    ssr.push(await cpuPerRequest(pid, designPath, perRound));
    file.push(await cpuPerRequest(pid, staticPage.urlPath, perRound));
  }
  const ratios = ssr.map((value, round) => value / file[round]);
  const fixed = (values) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(
    `Design page ${designPath}, ${rounds} rounds of ${perRound} requests each side over ${connections} connection(s), ${PINNING}`,
  );
  console.log(`SSR µs/request:    median ${median(ssr).toFixed(0)}  (rounds ${fixed(ssr)})`);
  console.log(`static µs/request: median ${median(file).toFixed(0)}  (rounds ${fixed(file)})`);
  console.log(
    `SSR / static CPU:  median ${median(ratios).toFixed(2)}  (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
  console.log(`Throughput ratio this predicts (static / SSR CPU): ${(1 / median(ratios)).toFixed(2)}, target ≥ 0.35`);
} finally {
  agent.destroy();
  await stop(shop);
  staticPage.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
