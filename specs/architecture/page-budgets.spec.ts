import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, PAGE_BUDGETS } from '../budgets/page-budgets.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Bytes gzip cannot shrink (a chain of hashes, the same on every run), so a file's gzip size is about its length. */
const incompressible = (length: number, seed: number) => {
  const blocks: Buffer[] = [];
  for (let block = 0; block * 32 < length; block += 1) {
    blocks.push(createHash('sha256').update(`${seed}:${block}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, length);
};

// A small client build laid out as Vite writes it: the design page pulls in a 120 kB chunk the home page does not.
const MANIFEST = {
  'ui/index.html': { file: 'assets/index.js', isEntry: true, imports: ['_boot-imports.js'] },
  '_boot-imports.js': { file: 'assets/boot-imports.js' },
  'composition-root/browser/main.tsx': { file: 'assets/main.js', imports: ['_vendor.js', '_app.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_vendor.js'] },
  'ui/pages/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_app.js'] },
  'ui/pages/design/design-page.tsx': { file: 'assets/design-page.js', imports: ['_app.js', '_editor.js'] },
  '_editor.js': { file: 'assets/editor.js' },
  'ui/pages/cart/cart-page.tsx': { file: 'assets/cart-page.js' },
  'ui/pages/create/create-page.tsx': { file: 'assets/create-page.js', imports: ['_app.js'] },
  'ui/pages/create/editor-canvas.tsx': { file: 'assets/editor-canvas.js' },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 2_000,
  'assets/boot-imports.js': 1_000,
  'assets/main.js': 3_000,
  'assets/vendor.js': 60_000,
  'assets/app.js': 20_000,
  'assets/home-page.js': 5_000,
  'assets/design-page.js': 5_000,
  'assets/editor.js': 120_000,
  'assets/cart-page.js': 500_000,
  'assets/create-page.js': 8_000,
  'assets/editor-canvas.js': 50_000,
};

const checkBuild = (clientDir: string) => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'specs/budgets/run.mjs'), clientDir], {
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
};

describe('the first-load JS budget of each page', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'estampa-page-budgets-'));
    mkdirSync(path.join(clientDir, '.vite'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    Object.entries(SIZES).forEach(([file, size], seed) =>
      writeFileSync(path.join(clientDir, file), incompressible(size, seed + 1)),
    );
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('holds 143.7 kB for / and the design page, and 230 kB for the constructor with its canvas', () => {
    expect(PAGE_BUDGETS.map(({ page, maxGzipBytes }) => [page, maxGzipBytes])).toEqual([
      ['/', 143.7 * 1024],
      ['design page', 143.7 * 1024],
      ['/create/{article_id}', 230 * 1024],
    ]);
  });

  it("counts the entry, the app's start and the page's chunk with their static imports, nothing else", () => {
    expect(firstLoadFiles(MANIFEST, 'ui/pages/home/home-page.tsx')).toEqual([
      'assets/app.js',
      'assets/boot-imports.js',
      'assets/home-page.js',
      'assets/index.js',
      'assets/main.js',
      'assets/vendor.js',
    ]);
  });

  it('fails the check when a page is over its budget, and names the page and its files', () => {
    const check = checkBuild(clientDir);
    expect(check.status).toBe(1);
    expect(check.output).toMatch(/^✓ \/: 89\.0 kB gzip of first-load JS \(budget 143\.7 kB\)$/m);
    expect(check.output).toMatch(/^✗ design page: 206\.3 kB gzip of first-load JS \(budget 143\.7 kB\)$/m);
    expect(check.output).toMatch(/^ {4}11\d\.\d kB {2}assets\/editor\.js$/m);
  });

  it('passes when every page is within its budget', () => {
    writeFileSync(path.join(clientDir, 'assets/editor.js'), incompressible(10_000, 99));
    expect(checkBuild(clientDir)).toEqual({
      status: 0,
      output: expect.stringMatching(/^✓ \/: .+\n✓ design page: .+\n✓ \/create\/\{article_id\}: .+\n$/),
    });
  });

  it('fails when a budgeted page is missing from the build rather than passing it empty', () => {
    const { ['ui/pages/design/design-page.tsx']: _design, ...withoutDesign } = MANIFEST;
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(withoutDesign));
    const check = checkBuild(clientDir);
    expect(check.status).toBe(1);
    expect(check.output).toContain('✗ design page: ui/pages/design/design-page.tsx is not in the build manifest');
  });
});
