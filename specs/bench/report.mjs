// docs/benchmarks.md: one row per measure, with its target and whether this run met it.
import { STOREFRONT_FIRST_LOAD_BYTES } from '../budgets/page-budgets.mjs';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const verdict = (met) => (met === undefined ? '' : met ? 'met' : 'not met');

/** A table row; `met` is left undefined for measures without a target. */
export const row = (measure, value, target = '', met = undefined, notes = '') => [
  measure,
  value,
  target,
  verdict(met),
  notes,
];

export const firstLoadRows = (label, result, budget = STOREFRONT_FIRST_LOAD_BYTES) => [
  row(
    `First-load JS of ${label} (gzip)`,
    kb(result.gzipBytes),
    `≤ ${kb(budget)}`,
    result.gzipBytes <= budget,
    [
      result.files.map((file) => `${file.url} (${kb(file.gzipBytes)} gzip, ${kb(file.rawBytes)} raw)`).join(', '),
      result.failed.length > 0 ? `failed: ${result.failed.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  ),
  row(
    `CSS of ${label} (gzip)`,
    kb(result.css.gzipBytes),
    '≤ 25 kB',
    result.css.gzipBytes <= 25 * 1024,
    result.css.files.map((file) => `${file.url} (${kb(file.gzipBytes)} gzip, ${kb(file.rawBytes)} raw)`).join(', '),
  ),
];

export const lighthouseRows = (label, page) => {
  const runs = (metric, format) => `runs: ${page.runs.map((run) => format(run[metric])).join(', ')}`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const millis = (ms) => `${Math.round(ms)} ms`;
  const shift = (cls) => cls.toFixed(3);
  return [
    row(
      `Lighthouse performance, ${label}`,
      String(page.score),
      '≥ 98',
      page.score >= 98,
      `${runs('score', String)}; median benchmarkIndex ${Math.round(page.benchmarkIndex)}`,
    ),
    row(
      `Lighthouse LCP, ${label}`,
      seconds(page.lcpMs),
      '≤ 2.0 s',
      page.lcpMs <= 2000,
      `${runs('lcpMs', seconds)}; LCP element of the median run: ${page.lcpElement.replaceAll('|', '\\|')}`,
    ),
    row(`Lighthouse CLS, ${label}`, shift(page.cls), '≤ 0.02', page.cls <= 0.02, runs('cls', shift)),
    row(`Lighthouse TBT, ${label}`, millis(page.tbtMs), '≤ 100 ms', page.tbtMs <= 100, runs('tbtMs', millis)),
  ];
};

export const renderReport = ({
  rows,
  machine,
  command,
  loadSeconds,
  warmUpSeconds,
  loadRounds,
  pinning,
  designPath,
  durationMs,
}) =>
  [
    '# Benchmarks',
    '',
    `Written by \`${command}\` (specs/bench/run.mjs) against the built shop on an embedded database with the demo data.`,
    '',
    `Last run: ${new Date().toISOString()}, took ${(durationMs / 60_000).toFixed(1)} min. Machine: ${machine.cores} cores (${machine.cpu}), ${machine.platform}, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}; ${pinning}; autocannon with 50 connections for ${loadSeconds} s per route, after ${warmUpSeconds} s of unmeasured load on the same route; each route and its yardstick are loaded in turn ${loadRounds} times and each side is its median run.`,
    '',
    `The design page is \`${designPath}\`, the first design linked from the home page.`,
    '',
    '| Measure | Value | Target | Met | Notes |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    '**First-load JS**: every JavaScript response chromium (headless, new profile, no interaction) receives from navigation until the page has loaded and the network has been idle for 500 ms, lazily imported chunks included, each decoded body gzipped at level 9 and summed ("raw" is its size uncompressed; the server itself sends brotli copies made at build time). The HTML has no inline script.',
    '',
    "**CSS**: every stylesheet response of the same loads, gzipped at level 9 and summed; every page links the one stylesheet (the tokens and each area's file), so a page ships the same CSS whichever it is.",
    '',
    "**Lighthouse**: Lighthouse 12 through its Node API with its default mobile preset (simulated slow 4G, 4x CPU slowdown), performance category only, 5 runs per page interleaved across pages, each in a fresh chromium; Lighthouse resets storage and cache before each run, so each page is seen as a first-time visitor sees it, consent banner shown. Each metric is the median of its own 5 runs (per-metric median, so the median score and the median LCP may come from different runs). `/cart` holds one line (the design page's first article), added through the Shop API for a session whose `sid` cookie Lighthouse sends with every request. The 4x slowdown is applied to whatever host runs it, so the score follows the host: each row names its median benchmarkIndex, and on shared hosts of benchmarkIndex 1,000–1,500 the same build scored 85–94 (total blocking time 280–560 ms, the vendor chunk's evaluation and hydration).",
    '',
    '**SSR vs static**: the HTML the shop rendered for the design page is written to a file in `dist/client` for the duration of the run and served by the same server through @fastify/static (same hooks and security headers); both are loaded in turn with the same autocannon settings, without cookies (first visits), so a slower or faster moment of the machine hits both alike. The ratio is the median SSR req/s over the median static req/s; the notes give the ratio of each round.',
    '',
    '**Design list vs bare route**: the bare route is a Fastify app with one GET answering the very bytes the design list answered, running beside the shop on the same core and loaded in turn with it, so the ratio is the cost of the shop (hooks, decoding, catalogue, headers) over Fastify itself.',
    '',
  ].join('\n');
