// `npm run bench`: start the built shop, take the measurements, write docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/cli/build-freshness.mjs';
import { firstLoadJs } from './first-load-js.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3998);
const origin = `http://127.0.0.1:${port}`;

const waitUntilUp = async (url, deadline = Date.now() + 60_000) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer at ${url} within 60 s`);
};

if (isBuildStale(appRoot)) {
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: appRoot, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'estampa-bench-'));
const server = spawn(process.execPath, ['dist/server/serve.js'], {
  cwd: appRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitUntilUp(`${origin}/`);
  const home = await firstLoadJs(origin, '/');
  const rows = [
    [
      'First-load JS of `/` (gzip)',
      `${(home.gzipBytes / 1024).toFixed(1)} kB`,
      `${home.files.length} file(s): ${home.files.join(', ')}`,
    ],
  ];

  const report = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (specs/bench/run.mjs) against the built shop on an embedded database with the demo data.',
    '',
    `Last run: ${new Date().toISOString()} on Node ${process.version}, ${process.platform}/${process.arch}.`,
    '',
    '| Measure | Value | Notes |',
    '| --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    'First-load JS: every script the HTML of the page loads (module scripts and modulepreloads), each gzipped at level 9, summed.',
    '',
  ].join('\n');
  writeFileSync(path.join(appRoot, 'docs/benchmarks.md'), report);
  console.log(report);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
