// Build step: a brotli and a gzip copy beside each text asset of dist/client, so the server sends them without
// compressing on every request (@fastify/static's preCompressed).
// Usage: node composition-root/scripts/compress-assets.mjs [dir]   (default: dist/client)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const root = path.resolve(appRoot, process.argv[2] ?? 'dist/client');
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this the headers outweigh the saving.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
for (const file of files) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gzipped(body, { level: 9 }));
  written += 1;
}
console.log(`Compressed ${written} assets in ${path.relative(appRoot, root) || '.'}`);
