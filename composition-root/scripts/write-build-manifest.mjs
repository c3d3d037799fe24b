// Build step: records this build so running pages can notice a new deployment (GET /builds/latest.json) and
// load translations versioned by the build date (GET /builds/meta/{id}.json).
// Usage: node composition-root/scripts/write-build-manifest.mjs [outDir] [clientDir]
//   (defaults: dist/builds, dist/client; BUILD_ID may name the build, else it is the hash of the built client)
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
// Outside dist/client on purpose: files there are served as static assets with their own caching.
const outDir = path.resolve(appRoot, process.argv[2] ?? 'dist/builds');
const clientDir = path.resolve(appRoot, process.argv[3] ?? 'dist/client');

const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Every file under `dir`, as sorted paths relative to it. */
const filesUnder = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/**
 * The built client's content (each file's path and bytes; the .br/.gz copies follow from them), so every machine that
 * builds the same sources names the build alike and a load balancer switching machines is no "new build" to a page.
 */
const contentIdOf = async (dir) => {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(dir)).filter((name) => !/\.(br|gz)$/.test(name))) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 20);
};

const timestamp = Date.now();
const id = process.env.BUILD_ID || (await contentIdOf(clientDir));
if (!BUILD_ID.test(id)) {
  console.error(`BUILD_ID must be 1 to 64 letters, digits, _ or - (got ${JSON.stringify(id)})`);
  process.exit(1);
}
// The translations' version query: changes with every build, reads as a date.
const date = new Date(timestamp).toISOString();

/** Written beside the target and renamed over it, so a polling page never reads half a file. */
const writeAtomically = async (file, data) => {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(data, null, 2)}\n`);
  await rename(partial, file);
};

await mkdir(path.join(outDir, 'meta'), { recursive: true });
// Earlier builds' meta files stay: pages still open on an old build may ask for theirs.
await writeAtomically(path.join(outDir, 'meta', `${id}.json`), { id, timestamp, date });
await writeAtomically(path.join(outDir, 'latest.json'), { id, timestamp });
console.log(`Build ${id} (${date}) recorded in ${path.relative(appRoot, outDir) || '.'}`);
