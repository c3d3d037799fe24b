// Two or more builds of the shop measured side by side on the same host at the same time: the design page's SSR and
// its static copy loaded in turn (server on core 0, load from core 1, as `npm run bench` does), and optionally
// Lighthouse on the design page interleaved across the builds. Each build is a checkout with `npm run build` done.
//   node specs/bench/ab-builds.mjs /path/to/build-a /path/to/build-b [rounds=3] [seconds=10]
//   AB_LIGHTHOUSE=5 node specs/bench/ab-builds.mjs …   (adds 5 interleaved Lighthouse runs per build)
// It tells whether a change moved a figure, where one bench run on a shared host cannot (the host moves it more).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseMedians } from './lighthouse.mjs';
import { runPinned, startPinned, stop, waitUntilUp } from './processes.mjs';
import { staticCopy } from './static-copy.mjs';

const args = process.argv.slice(2);
const roots = args.filter((arg) => arg.startsWith('/'));
const [rounds = '3', seconds = '10'] = args.filter((arg) => !arg.startsWith('/'));
if (roots.length < 2) {
  console.error('Give two or more absolute paths of built checkouts.');
  process.exit(1);
}
const loadScript = fileURLToPath(new URL('./load.mjs', import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = async (url) => JSON.parse(await runPinned(1, process.execPath, [loadScript, url, '50', seconds]));

const sides = roots.map((root, index) => {
  const copy = staticCopy(path.join(root, 'dist/client'), 'ab-design-page.html');
  const port = 4301 + index;
  const child = startPinned(0, process.execPath, ['dist/server/serve.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ab-builds-')),
      LOG_LEVEL: 'warn',
    },
  });
  return { root, copy, child, origin: `http://127.0.0.1:${port}`, ssr: [], static: [] };
});
try {
  for (const side of sides) await waitUntilUp(`${side.origin}/`, Date.now() + 180_000);
  const home = await (await fetch(`${sides[0].origin}/`)).text();
  const designPath = /href="(\/design\/[^"/]+\/[^"/]+)"/.exec(home)?.[1];
  if (!designPath) throw new Error('The home page links to no design page');
  for (const side of sides) side.copy.fill(await (await fetch(`${side.origin}${designPath}`)).text());
  for (let round = 0; round < Number(rounds); round += 1) {
    for (const side of sides) {
      side.ssr.push((await load(`${side.origin}${designPath}`)).requestsPerSecond);
      side.static.push((await load(`${side.origin}${side.copy.urlPath}`)).requestsPerSecond);
    }
  }
  console.log(`Design page ${designPath}, ${rounds} rounds of ${seconds} s each side, 50 connections`);
  for (const side of sides) {
    const ratio = median(side.ssr) / median(side.static);
    const perRound = side.ssr.map((ssr, round) => (ssr / side.static[round]).toFixed(2)).join(', ');
    console.log(
      `${side.root}: SSR ${median(side.ssr).toFixed(0)} req/s, static ${median(side.static).toFixed(0)} req/s, SSR/static ${ratio.toFixed(2)} (rounds ${perRound})`,
    );
  }
  if (process.env.AB_LIGHTHOUSE) {
    const pages = sides.map((side) => ({ path: side.root, url: `${side.origin}${designPath}` }));
    for (const page of await lighthouseMedians(pages, Number(process.env.AB_LIGHTHOUSE))) {
      const runs = page.runs.map((run) => run.tbtMs.toFixed(0)).join(', ');
      console.log(
        `${page.path}: Lighthouse ${page.score}, TBT ${page.tbtMs.toFixed(0)} ms (runs ${runs}), benchmarkIndex ${page.benchmarkIndex}`,
      );
    }
  }
} finally {
  for (const side of sides) {
    side.copy.remove();
    await stop(side.child);
  }
}
