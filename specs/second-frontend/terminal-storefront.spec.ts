import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { carts, orderLines, orders, payments } from '../../adapters/postgres/schema/index.ts';
import { ORDER_STATUS } from '../../core/domain/orders/order-status.ts';
import { requestKeysOf as requestKeysOfSource } from '../../core/storefront/storefront-use-cases.ts';
import { buildTestApp, openDemoDatabase } from '../support/test-app.ts';
import { builtCorePackage, CORE_DIR } from './built-core-package.ts';
import type { TerminalPurchase, TerminalStorefrontOptions } from './terminal-storefront.ts';

const TERMINAL_SOURCE = path.join(import.meta.dirname, 'terminal-storefront.ts');
// Named, not written in an import: Vite resolves a literal one when it loads this file, before the package is linked.
const STOREFRONT_PACKAGE = '@estampa/core/storefront';

/** A free loopback port, so the shop's PUBLIC_URL can name the origin it is then reached at. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;
let origin: string;
let unlinkPackage: () => void;
let runTerminalStorefront: (options: TerminalStorefrontOptions) => Promise<TerminalPurchase>;

beforeAll(async () => {
  unlinkPackage = builtCorePackage();
  // Imported once the package is built and linked: the frontend's first line is an import of it.
  ({ runTerminalStorefront } = await import('./terminal-storefront.ts'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  database = await openDemoDatabase();
  // The sandbox delivers its notification to the shop's webhook in-process (app.inject), not through PUBLIC_URL;
  // PUBLIC_URL is the origin so that any link the shop builds points at the server this frontend talks to.
  app = await buildTestApp(
    { PAYMENTS_SANDBOX_SECRET: 'spec-payments-sandbox-secret-0123456789', PUBLIC_URL: origin },
    database,
  );
  await app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await app?.close();
  unlinkPackage?.();
});

describe('a terminal storefront built on @estampa/core', () => {
  it('buys a design and pays for it on the sandbox page: the shop holds the order, paid', async () => {
    const transcript: string[] = [];
    const purchase = await runTerminalStorefront({ origin, write: (line) => transcript.push(line) });

    const [order] = await database.db.select().from(orders).where(eq(orders.publicId, purchase.publicId));
    if (order === undefined) throw new Error(`no order ${purchase.publicId} in the shop`);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const paid = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    const [cart] = await database.db.select().from(carts).where(eq(carts.id, order.cartId));
    expect(lines.map(({ articleId, designId, quantity }) => ({ articleId, designId, quantity }))).toEqual([
      { articleId: purchase.articleId, designId: purchase.designId, quantity: 1 },
    ]);
    expect(paid.map(({ method, status, amountMinor }) => ({ method, status, amountMinor }))).toEqual([
      { method: order.paymentMethod, status: 'PAID', amountMinor: order.totalMinor },
    ]);
    expect([order.status, order.email, cart?.sessionId]).toEqual([
      ORDER_STATUS.RECEIVED,
      'terminal.shopper@example.es',
      purchase.sessionId,
    ]);

    expect(transcript.map((line) => line.slice(0, line.indexOf(':')))).toEqual([
      'session',
      'designs',
      'design',
      'cart',
      'contact',
      'addresses',
      'shipment',
      'order',
      'payment page',
      'payment status',
    ]);
    expect(transcript.at(-1)).toBe(`payment status: PAID (${order.paymentMethod})`);
  });

  it('takes the storefront application from the built package, never from the core source', async () => {
    const specifiers = ts
      .preProcessFile(readFileSync(TERMINAL_SOURCE, 'utf8'), true, true)
      .importedFiles.map((file) => file.fileName);
    expect(specifiers).toEqual(expect.arrayContaining(['@estampa/core', '@estampa/core/storefront']));
    const intoCore = specifiers.filter(
      (specifier) =>
        specifier.startsWith('.') &&
        path.resolve(path.dirname(TERMINAL_SOURCE), specifier).startsWith(`${CORE_DIR}${path.sep}`),
    );
    expect(intoCore).toEqual([]);

    expect(fileURLToPath(import.meta.resolve(STOREFRONT_PACKAGE))).toBe(
      path.join(CORE_DIR, 'dist/storefront/index.js'),
    );
    // Vite leaves tsconfig's `paths` (there for type checking) alone: the module run is the build, not the source.
    const packaged = (await import(/* @vite-ignore */ STOREFRONT_PACKAGE)) as { requestKeysOf: unknown };
    expect(packaged.requestKeysOf).toEqual(expect.any(Function));
    expect(packaged.requestKeysOf).not.toBe(requestKeysOfSource);
  });
});
