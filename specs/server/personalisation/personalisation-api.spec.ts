import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_PRINT_SURFACES } from '../../../adapters/postgres/seeds/catalogue/demo-print-surfaces.ts';
import type { DesignDocument } from '../../../core/domain/personalisation/design-document.ts';
import type { PrintSurface } from '../../../core/domain/personalisation/print-surface.ts';
import { signedIn } from '../../support/auth-session.ts';
import { multipartBody } from '../../support/multipart.ts';
import { onePhotoDocument } from '../../support/personalisation-mother.ts';
import { dataOf, errorOf, sessionIdFor, shopper } from '../../support/shop-orders-fixture.ts';
import { buildTestApp } from '../../support/test-app.ts';

type Project = { id: string; revision: number; url_preview: string; unit_price: { amount: number } };

describe('Shop API: personalisation', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let ip = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-personalisation-'));
    app = await buildTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A generated 1600 × 900 photo uploaded from the session; answers its id. */
  const uploadPhoto = async (sessionId: string) => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody([
      { name: 'ext_session_id', value: sessionId },
      { name: 'img', fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(photo) },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { ...body.headers, 'x-forwarded-for': `198.51.100.${(ip += 1)}` },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  };

  const mugDocument = (uploadId: string, width = 1600): DesignDocument =>
    ({
      version: 2,
      articleId: 101,
      surfaces: [
        {
          surfaceId: 'wrap',
          layers: [
            {
              kind: 'photo',
              id: 'photo-1',
              uploadId,
              imageWidth: width,
              imageHeight: 900,
              crop: { x: 0, y: 0, width: 1, height: 1 },
              fit: 'free',
              transform: { centerX: 100, centerY: 45, width: 140, height: 78.75, rotation: 0 },
            },
            {
              kind: 'text',
              id: 'text-1',
              text: 'Ana & Luis',
              font: 'Fraunces',
              sizeMm: 10,
              colour: '#ffffff',
              align: 'center',
              transform: { centerX: 100, centerY: 45, width: 150, height: 14, rotation: 0 },
            },
          ],
        },
      ],
    }) as unknown as DesignDocument;

  it('opens the editor with the mug wrap, its price, and no work yet', async () => {
    const ana = shopper(app, sessionIdFor('open'));
    const response = await ana.get('/personalisation/editor?article_id=101');
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({
      article: { article_id: 101, unit_price: { amount: 1295 }, surfaces: [{ id: 'wrap', shape: 'mug-wrap' }] },
      project: null,
    });
  });

  it('answers 404 for an article without print surfaces', async () => {
    const response = await shopper(app, sessionIdFor('none')).get('/personalisation/editor?article_id=102');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe(4004);
  });

  it("autosaves a guest's work and reopens it after a reload; another visitor sees none of it", async () => {
    const ana = shopper(app, sessionIdFor('autosave'));
    const uploadId = await uploadPhoto(ana.sessionId);
    const saved = await ana.post('/personalisation/projects', {
      article_id: '101',
      document: JSON.stringify(mugDocument(uploadId)),
    });
    expect(saved.statusCode).toBe(200);
    const project = dataOf<Project>(saved);
    expect(project.revision).toBe(1);
    const again = await ana.post('/personalisation/projects', {
      article_id: '101',
      project_id: project.id,
      document: JSON.stringify(mugDocument(uploadId)),
    });
    expect(dataOf<Project>(again).revision).toBe(2);
    const reopened = await ana.get('/personalisation/editor?article_id=101');
    expect(dataOf<{ project: Project }>(reopened).project.id).toBe(project.id);

    const eve = shopper(app, sessionIdFor('eve'));
    const foreign = await eve.get(`/personalisation/editor?article_id=101&project_id=${project.id}`);
    expect(dataOf<{ project: null }>(foreign).project).toBeNull();
    const overwrite = await eve.post('/personalisation/projects', {
      article_id: '101',
      project_id: project.id,
      document: JSON.stringify({ version: 2, articleId: 101, surfaces: [] }),
    });
    expect(overwrite.statusCode).toBe(404);
  });

  it("refuses a document drawing another visitor's upload", async () => {
    const uploadId = await uploadPhoto(sessionIdFor('owner'));
    const eve = shopper(app, sessionIdFor('thief'));
    const response = await eve.post('/personalisation/projects', {
      article_id: '101',
      document: JSON.stringify(mugDocument(uploadId)),
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([{ field: 'document', message: 'ForeignUpload' }]);
  });

  it('refuses layers out of bounds, claimed pixels and oversized documents with the envelope', async () => {
    const ana = shopper(app, sessionIdFor('bounds'));
    const uploadId = await uploadPhoto(ana.sessionId);
    const far = mugDocument(uploadId);
    const moved = {
      ...far,
      surfaces: [
        {
          surfaceId: 'wrap',
          layers: [
            {
              ...far.surfaces[0]!.layers[1]!,
              transform: { centerX: 9000, centerY: 45, width: 10, height: 10, rotation: 0 },
            },
          ],
        },
      ],
    };
    const outOfBounds = await ana.post('/personalisation/projects', {
      article_id: '101',
      document: JSON.stringify(moved),
    });
    expect(outOfBounds.statusCode).toBe(422);
    expect(errorOf(outOfBounds).fields).toEqual([{ field: 'document.layers.text-1', message: 'LayerOutOfBounds' }]);

    const claimed = await ana.post('/personalisation/projects', {
      article_id: '101',
      document: JSON.stringify(mugDocument(uploadId, 6000)),
    });
    expect(errorOf(claimed).fields).toEqual([{ field: 'document.layers.photo-1', message: 'InvalidPhoto' }]);

    const huge = await ana.post('/personalisation/projects', {
      article_id: '101',
      document: JSON.stringify({ ...mugDocument(uploadId), padding: 'x'.repeat(70_000) }),
    });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).code).toBe(4000);
  });

  it('adds the personalised mug to the cart with a preview drawn by the shop, in avif, webp and jpg', async () => {
    const ana = shopper(app, sessionIdFor('cart'));
    const uploadId = await uploadPhoto(ana.sessionId);
    const uploads = await ana.get('/personalisation/uploads');
    expect(dataOf<{ id: string; width: number }[]>(uploads)).toMatchObject([
      { id: uploadId, width: 1600, height: 900 },
    ]);

    const response = await ana.post('/personalisation/cart-lines', {
      document: JSON.stringify(mugDocument(uploadId)),
      quantity: '2',
    });
    expect(response.statusCode).toBe(201);
    const cart = dataOf<CartViewWire>(response);
    const [line] = cart.lines;
    expect(line).toMatchObject({ article_id: 101, quantity: 2, unit_price: { amount: 1295 } });
    expect(line?.url_preview).toMatch(/^\/images\/previews\/[0-9a-f]{16}-640\.jpg$/);

    const jpg = await app.inject({ method: 'GET', url: line!.url_preview! });
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 288 });
    const avif = await app.inject({ method: 'GET', url: line!.url_preview!.replace('.jpg', '.avif') });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it("draws a preview of each decorated side of a two-sided cushion, the back's beside the main one", async () => {
    const ana = shopper(app, sessionIdFor('cushion'));
    const side = (surfaceId: string, text: string, colour: string) => ({
      surfaceId,
      layers: [
        {
          kind: 'text',
          id: `text-${surfaceId}`,
          text,
          font: 'Bricolage Grotesque',
          sizeMm: 40,
          colour,
          align: 'center',
          transform: { centerX: 200, centerY: 200, width: 360, height: 50, rotation: 0 },
        },
      ],
    });
    const document = {
      version: 2,
      articleId: 107,
      surfaces: [side('front', 'FRONT', '#c0392b'), side('back', 'BACK', '#1a5276')],
    };
    const response = await ana.post('/personalisation/cart-lines', {
      document: JSON.stringify(document),
      quantity: '1',
    });
    expect(response.statusCode).toBe(201);
    const main = dataOf<CartViewWire>(response).lines[0]!.url_preview!;
    const back = main.replace('-640.jpg', '-back-640.jpg');
    const [front, backJpg, backWebp] = await Promise.all(
      [main, back, back.replace('.jpg', '.webp')].map((url) => app.inject({ method: 'GET', url })),
    );
    expect([front, backJpg, backWebp].map((each) => each!.statusCode)).toEqual([200, 200, 200]);
    expect(backWebp!.headers['content-type']).toBe('image/webp');
    // Each side in its own ink: red letters on the front, blue on the back.
    const meanInk = async (bytes: Buffer) => (await sharp(bytes).stats()).channels.map((channel) => channel.mean);
    const [frontRed, , frontBlue] = await meanInk(front!.rawPayload);
    const [backRed, , backBlue] = await meanInk(backJpg!.rawPayload);
    expect(frontRed! - frontBlue!).toBeGreaterThan(0.5);
    expect(backBlue! - backRed!).toBeGreaterThan(0.5);
    const unknown = await app.inject({ method: 'GET', url: main.replace('-640.jpg', '-inside-640.jpg') });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an empty design in the cart', async () => {
    const ana = shopper(app, sessionIdFor('empty'));
    const response = await ana.post('/personalisation/cart-lines', {
      document: JSON.stringify({ version: 2, articleId: 101, surfaces: [{ surfaceId: 'wrap', layers: [] }] }),
      quantity: '1',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([{ field: 'document', message: 'NothingToPrint' }]);
  });

  /** The colour at a point in millimetres of a trimmed preview drawn `pxPerMm` pixels a millimetre. */
  const previewAt = async (bytes: Buffer, pxPerMm: number, xMm: number, yMm: number) => {
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (Math.floor(yMm * pxPerMm) * info.width + Math.floor(xMm * pxPerMm)) * 4;
    return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
  };

  /** The box round every dark pixel of a preview, in millimetres. */
  const inkBoxMm = async (bytes: Buffer, pxPerMm: number) => {
    const { data, info } = await sharp(bytes).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({
      resolveWithObject: true,
    });
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if (data[y * info.width + x]! < 100) {
          box.left = Math.min(box.left, x / pxPerMm);
          box.right = Math.max(box.right, (x + 1) / pxPerMm);
          box.top = Math.min(box.top, y / pxPerMm);
          box.bottom = Math.max(box.bottom, (y + 1) / pxPerMm);
        }
    return box;
  };

  it("shows a signed-in customer's saved design with its words in the preview its designs page lists", async () => {
    const jar = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const ana = shopper(app, sessionIdFor('saved-words'), jar.header());
    const words = {
      version: 2,
      articleId: 101,
      surfaces: [
        {
          surfaceId: 'wrap',
          layers: [
            {
              kind: 'text',
              id: 'words',
              text: 'ANA',
              font: 'Bricolage Grotesque',
              sizeMm: 40,
              colour: '#000000',
              align: 'center',
              transform: { centerX: 100, centerY: 45, width: 120, height: 50, rotation: 0 },
            },
          ],
        },
      ],
    };
    const saved = await ana.post('/personalisation/projects', { article_id: '101', document: JSON.stringify(words) });
    expect(saved.statusCode).toBe(200);
    const { id } = dataOf<Project>(saved);
    const listed = dataOf<{ id: string; url_preview: string }[]>(await ana.get('/accounts/projects'));
    const url = listed.find((project) => project.id === id)?.url_preview as string;
    expect(url).toMatch(/^\/images\/projects\/.+-1-640\.jpg$/);
    const preview = await app.inject({ method: 'GET', url });
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // The mug's 200 × 90 mm wrap at 640 px: 3.2 pixels a millimetre. The letters, centred, inside their box
    // (40 to 160 mm across, 20 to 70 mm down), the paper round them.
    const mm = 640 / 200;
    const ink = await inkBoxMm(preview.rawPayload, mm);
    expect(ink.left).toBeGreaterThan(40);
    expect(ink.right).toBeLessThan(160);
    expect(ink.top).toBeGreaterThan(20);
    expect(ink.bottom).toBeLessThan(70);
    expect(Math.abs((ink.left + ink.right) / 2 - 100)).toBeLessThan(3);
    expect(ink.right - ink.left).toBeGreaterThan(40);
    expect(ink.bottom - ink.top).toBeGreaterThan(20);
    for (const corner of [
      await previewAt(preview.rawPayload, mm, 5, 5),
      await previewAt(preview.rawPayload, mm, 195, 85),
    ])
      expect(Math.min(corner.r, corner.g, corner.b)).toBeGreaterThan(245);
  });

  it("cuts a saved phone case's preview to the case: clear outside it in webp, white in jpg", async () => {
    const [phone] = DEMO_PRINT_SURFACES['phone-case'] as [PrintSurface];
    const guest = shopper(app, sessionIdFor('saved-case'));
    const uploadId = await uploadPhoto(guest.sessionId);
    const document = onePhotoDocument(
      106,
      'back',
      uploadId,
      { width: 1600, height: 900 },
      {
        centerX: 37.5,
        centerY: 75,
        width: 290,
        height: 163.125,
      },
    );
    const saved = await guest.post('/personalisation/projects', {
      article_id: '106',
      document: JSON.stringify(document),
    });
    expect(saved.statusCode).toBe(200);
    const url = dataOf<Project>(saved).url_preview;
    const [jpg, webp] = await Promise.all(
      [url, url.replace('.jpg', '.webp')].map((each) => app.inject({ method: 'GET', url: each })),
    );
    expect([jpg!.statusCode, webp!.statusCode]).toEqual([200, 200]);
    // 75 × 150 mm at 640 px on the longer side.
    const mm = 640 / phone.heightMm;
    const opening = phone.mask!.cameraCutout;
    const outside = [
      [0.3, 0.3],
      [phone.widthMm - 0.3, phone.heightMm - 0.3],
      [opening.x + opening.width / 2, opening.y + opening.height / 2],
    ] as const;
    for (const [x, y] of outside) {
      expect(await previewAt(webp!.rawPayload, mm, x, y)).toMatchObject({ a: 0 });
      const white = await previewAt(jpg!.rawPayload, mm, x, y);
      expect(Math.min(white.r, white.g, white.b)).toBeGreaterThan(245);
    }
    // The photo's blue (#2e86c1) inside the case, beside the opening and in the middle.
    for (const [x, y] of [
      [phone.widthMm / 2, phone.heightMm / 2],
      [opening.x + opening.width + 5, opening.y + 5],
    ] as const) {
      const inside = await previewAt(webp!.rawPayload, mm, x, y);
      expect(inside.a).toBe(255);
      expect(inside.b - inside.r).toBeGreaterThan(100);
    }
  });

  it("keeps a guest's projects out of the account list: signing in is required", async () => {
    const response = await shopper(app, sessionIdFor('guest')).get('/accounts/projects');
    expect(response.statusCode).toBe(401);
  });
});
