import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const corePackage = JSON.parse(readFileSync(path.join(repoRoot, 'core/package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
};

// A frontend that is not this repo: a folder with node_modules holding only the built core and its dependency.
const CONSUMER = `
import { formatPrice, match, validateEmail, computeCartTotals, shouldRetry, storeFor } from '@estampa/core';
import { storefrontUseCasesOf, pageLoadersOf, serverRenderUseCasesOf } from '@estampa/core/storefront';
import { placeOrder, viewCart } from '@estampa/core/shop';

const clock = { now: () => Date.UTC(2026, 10, 20) };
const eur = (amount) => ({ amount, currency: 'EUR' });
const totals = computeCartTotals(
  { currency: 'EUR', lines: [{ unitPrice: eur(1250), quantity: 2 }], shipping: eur(399), promotions: [], pricesWithDecimals: true },
  clock,
)._unsafeUnwrap();
const route = match('/design/retro-fox/d0014', {}, { defaultLocale: 'es' })._unsafeUnwrap();

console.log(JSON.stringify({
  price: formatPrice(12.5, { locale: 'es-ES', currency: 'EUR', withDecimals: true }),
  wholePrice: formatPrice(12.01, { locale: 'pl-PL', currency: 'PLN', withDecimals: false }),
  email: validateEmail('ana.lopez+mugs@example.es').isOk(),
  badEmail: validateEmail('ana lopez@example').match(() => 'accepted', (error) => error.type),
  route: [route.route.name, route.params],
  notFound: match('/no/such/page/here', {}, { defaultLocale: 'es' })._unsafeUnwrapErr().message,
  total: totals.total.amount,
  retryPost503: shouldRetry({ method: 'POST', status: 503, attempt: 1 }),
  retryGet503: shouldRetry({ method: 'GET', status: 503, attempt: 1 }),
  brand: storeFor('TZ-ES').brand,
  applications: [storefrontUseCasesOf, pageLoadersOf, serverRenderUseCasesOf, placeOrder, viewCart].map((use) => typeof use),
}));
`;

const TYPED_CONSUMER = `
import { formatPrice, validateEmail, type Money } from '@estampa/core';
import type { CartGateway, StorefrontUseCases } from '@estampa/core/storefront';
import type { OrderRepository } from '@estampa/core/shop';
const label: string = formatPrice(1, { locale: 'es-ES', currency: 'EUR', withDecimals: true });
const valid: boolean = validateEmail('ana@example.es').isOk();
const price: Money['currency'] = 'EUR';
type AddToCart = StorefrontUseCases<Uint8Array>['addToCart'];
type Ports = [CartGateway['viewCart'], OrderRepository['insert']];
export const used = [label, valid, price];
export type Used = [AddToCart, Ports];
`;
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    types: [],
    lib: ['ES2022'],
  },
  files: ['typed-consumer.ts'],
};

describe('the core as a package another frontend can reuse', () => {
  let workDir: string;
  let packageDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'estampa-core-consumer-'));
    packageDir = path.join(workDir, 'node_modules', ...corePackage.name.split('/'));
    const build = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/tsc'),
      ['-p', path.join(repoRoot, 'core/tsconfig.build.json'), '--outDir', path.join(packageDir, 'dist')],
      { encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`core build failed:\n${build.stdout}${build.stderr}`);
    cpSync(path.join(repoRoot, 'core/package.json'), path.join(packageDir, 'package.json'));
    for (const dependency of Object.keys(corePackage.dependencies)) {
      cpSync(path.join(repoRoot, 'node_modules', dependency), path.join(workDir, 'node_modules', dependency), {
        recursive: true,
      });
    }
    writeFileSync(path.join(workDir, 'consumer.mjs'), CONSUMER);
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('depends on neverthrow alone', () => {
    expect(Object.keys(corePackage.dependencies)).toEqual(['neverthrow']);
  });

  it('builds to ESM with type declarations', () => {
    expect(readFileSync(path.join(packageDir, 'dist/index.js'), 'utf8')).toContain(
      'export * from "./domain/pricing/index.js"',
    );
  });

  it('gives a TypeScript consumer its types', () => {
    writeFileSync(path.join(workDir, 'typed-consumer.ts'), TYPED_CONSUMER);
    writeFileSync(path.join(workDir, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    const check = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', workDir], { encoding: 'utf8' });
    expect(check.stdout).toBe('');
    expect(check.status).toBe(0);
  });

  it("compiles the README's example of another frontend against the package", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const example = /## Build another frontend[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(example).toContain("from '@estampa/core/storefront'");
    const folder = path.join(workDir, 'readme');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(folder, 'example.ts'), `${example}\nexport {};\n`);
    writeFileSync(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({
        ...CONSUMER_TSCONFIG,
        compilerOptions: { ...CONSUMER_TSCONFIG.compilerOptions, target: 'ES2022', types: [], lib: ['ES2022', 'DOM'] },
        files: ['example.ts'],
      }),
    );
    const check = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', folder], { encoding: 'utf8' });
    expect(check.stdout).toBe('');
    expect(check.status).toBe(0);
  });

  it('runs its rules from a plain Node script that has nothing else of the repo', () => {
    const run = spawnSync(process.execPath, ['consumer.mjs'], { cwd: workDir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      price: '12,50\u00a0€',
      wholePrice: '13\u00a0zł',
      email: true,
      badEmail: 'InvalidEmail',
      route: ['design', { slug: 'retro-fox', design_id: 'd0014' }],
      notFound: 'Page not found',
      total: 2899,
      retryPost503: true,
      retryGet503: false,
      brand: 'Tintazul',
      applications: ['function', 'function', 'function', 'function', 'function'],
    });
  });
});
