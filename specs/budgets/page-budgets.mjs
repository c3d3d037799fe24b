// First-load JS budgets, from Vite's build manifest: sizes, never timings, so the check gives the same answer on
// any machine. The bench (specs/bench) measures the same thing in chromium; this runs in `npm test`.
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The storefront's first-load JS of `/` and a design page may not grow past what it was before the new look. */
export const STOREFRONT_FIRST_LOAD_BYTES = 143.7 * KB;

/** The constructor carries its editor and canvas; no other page may carry them. */
export const CONSTRUCTOR_FIRST_LOAD_BYTES = 230 * KB;

/** The pages with a budget: the gzip size of every script the page needs before it can run. */
export const PAGE_BUDGETS = [
  { page: '/', source: 'ui/pages/home/home-page.tsx', maxGzipBytes: STOREFRONT_FIRST_LOAD_BYTES },
  { page: 'design page', source: 'ui/pages/design/design-page.tsx', maxGzipBytes: STOREFRONT_FIRST_LOAD_BYTES },
  // The constructor loads its canvas (Konva) as soon as it is live, so that chunk counts as first-load JS.
  {
    page: '/create/{article_id}',
    source: 'ui/pages/create/create-page.tsx',
    also: ['ui/pages/create/editor-canvas.tsx'],
    maxGzipBytes: CONSTRUCTOR_FIRST_LOAD_BYTES,
  },
];

/** boot.ts (the HTML's entry) imports the app's start on every page, once the page is painted. */
export const APP_START_SOURCE = 'composition-root/browser/main.tsx';

/** Manifest keys reached from `keys` by static imports. */
const staticClosure = (manifest, keys) => {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key) || !manifest[key]) return;
    reached.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return reached;
};

/** The script files a page loads first: the HTML entries, the app's start and the page's chunk, with their static imports. */
export const firstLoadFiles = (manifest, pageSource, also = []) => {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry === true);
  const keys = staticClosure(manifest, [...entries, APP_START_SOURCE, pageSource, ...also]);
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js')).sort();
};

/** Each page's first-load JS against its budget; a page missing from the manifest fails rather than passing empty. */
export const checkPageBudgets = (manifest, readAsset, budgets = PAGE_BUDGETS) =>
  budgets.map(({ page, source, also = [], maxGzipBytes }) => {
    if (!manifest[source] || !manifest[APP_START_SOURCE] || also.some((key) => !manifest[key])) {
      return { page, source, maxGzipBytes, files: [], gzipBytes: 0, within: false, missing: true };
    }
    const files = firstLoadFiles(manifest, source, also).map((file) => ({
      file,
      gzipBytes: gzipSync(readAsset(file), { level: 9 }).length,
    }));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { page, source, maxGzipBytes, files, gzipBytes, within: gzipBytes <= maxGzipBytes, missing: false };
  });

const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** One line per page, then its files when it is over budget. */
export const budgetReport = (results) =>
  results
    .flatMap((result) => {
      if (result.missing) return [`✗ ${result.page}: ${result.source} is not in the build manifest`];
      const line = `${result.within ? '✓' : '✗'} ${result.page}: ${kB(result.gzipBytes)} gzip of first-load JS (budget ${kB(result.maxGzipBytes)})`;
      return result.within ? [line] : [line, ...result.files.map((file) => `    ${kB(file.gzipBytes)}  ${file.file}`)];
    })
    .join('\n');
