import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import { signedIn } from '../../support/auth-session.ts';
import { dataOf, errorOf, sessionIdFor, shopper, type SpecShopper } from '../../support/shop-orders-fixture.ts';
import { buildTestApp } from '../../support/test-app.ts';

/** Words on the mug's wrap: a design that needs no upload. */
const mugWithWords = (text: string) => ({
  version: 2,
  articleId: 101,
  surfaces: [
    {
      surfaceId: 'wrap',
      layers: [
        {
          kind: 'text',
          id: 'text-1',
          text,
          font: 'Fraunces',
          sizeMm: 10,
          colour: '#1a5276',
          align: 'center',
          transform: { centerX: 100, centerY: 45, width: 150, height: 14, rotation: 0 },
        },
      ],
    },
  ],
});

type LineToEdit = { line_id: string; article_id: number; document: unknown; quantity: number };

describe('Shop API: changing the design of a personalised cart line', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-edit-line-'));
    app = await buildTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Two mugs with words in the visitor's cart; answers the line. */
  const addMug = async (visitor: SpecShopper, text = 'Ana & Luis') => {
    const added = await visitor.post('/personalisation/cart-lines', {
      document: JSON.stringify(mugWithWords(text)),
      quantity: '2',
    });
    expect(added.statusCode).toBe(201);
    return dataOf<CartViewWire>(added).lines[0]!;
  };

  it("reopens a guest's line and puts the new design on that same line, its quantity kept", async () => {
    const ana = shopper(app, sessionIdFor('edit-guest'));
    const line = await addMug(ana);
    const opened = await ana.get(`/personalisation/cart-lines/${line.id}`);
    expect(opened.statusCode).toBe(200);
    expect(dataOf<LineToEdit>(opened)).toEqual({
      line_id: line.id,
      article_id: 101,
      document: mugWithWords('Ana & Luis'),
      quantity: 2,
    });

    const changed = await ana.put(`/personalisation/cart-lines/${line.id}`, {
      document: JSON.stringify(mugWithWords('Feliz aniversario')),
    });
    expect(changed.statusCode).toBe(200);
    const cart = dataOf<CartViewWire>(changed);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ id: line.id, quantity: 2, available: true });
    expect(cart.lines[0]!.url_preview).toMatch(/^\/images\/previews\/[0-9a-f]{16}-640\.jpg$/);
    expect(cart.lines[0]!.url_preview).not.toBe(line.url_preview);
    const preview = await app.inject({ method: 'GET', url: cart.lines[0]!.url_preview! });
    expect(preview.statusCode).toBe(200);

    const reopened = await ana.get(`/personalisation/cart-lines/${line.id}`);
    expect(dataOf<LineToEdit>(reopened).document).toEqual(mugWithWords('Feliz aniversario'));
  });

  it("answers another visitor's line as not found, and leaves it as it was", async () => {
    const ana = shopper(app, sessionIdFor('edit-owner'));
    const line = await addMug(ana);
    const eve = shopper(app, sessionIdFor('edit-eve'));
    await addMug(eve, 'Eve');

    const read = await eve.get(`/personalisation/cart-lines/${line.id}`);
    expect(read.statusCode).toBe(404);
    expect(errorOf(read).code).toBe(4004);
    const write = await eve.put(`/personalisation/cart-lines/${line.id}`, {
      document: JSON.stringify(mugWithWords('Eve was here')),
    });
    expect(write.statusCode).toBe(404);
    expect(errorOf(write).code).toBe(4004);
    expect(dataOf<LineToEdit>(await ana.get(`/personalisation/cart-lines/${line.id}`)).document).toEqual(
      mugWithWords('Ana & Luis'),
    );
  });

  it('refuses bad input with the envelope: no document, an empty design, another article', async () => {
    const ana = shopper(app, sessionIdFor('edit-bad'));
    const line = await addMug(ana);
    const missing = await ana.put(`/personalisation/cart-lines/${line.id}`, { document: 'not json' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe(4000);

    const empty = await ana.put(`/personalisation/cart-lines/${line.id}`, {
      document: JSON.stringify({ version: 2, articleId: 101, surfaces: [{ surfaceId: 'wrap', layers: [] }] }),
    });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields).toEqual([{ field: 'document', message: 'NothingToPrint' }]);

    const cushion = await ana.put(`/personalisation/cart-lines/${line.id}`, {
      document: JSON.stringify({ ...mugWithWords('Cojín'), articleId: 107 }),
    });
    expect(cushion.statusCode).toBe(422);
    expect(errorOf(cushion).fields).toEqual([{ field: 'document', message: 'WrongArticle' }]);

    const badId = await ana.get('/personalisation/cart-lines/not%20a%20line');
    expect(badId.statusCode).toBe(400);
  });

  it("changes a signed-in customer's line the same way", async () => {
    const jar = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const ana = shopper(app, sessionIdFor('edit-customer'), jar.header());
    const line = await addMug(ana, 'Para mamá');
    const changed = await ana.put(`/personalisation/cart-lines/${line.id}`, {
      document: JSON.stringify(mugWithWords('Para papá')),
    });
    expect(changed.statusCode).toBe(200);
    const lines = dataOf<CartViewWire>(changed).lines.filter((each) => each.id === line.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.url_preview).not.toBe(line.url_preview);
  });
});
