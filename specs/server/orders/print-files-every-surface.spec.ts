import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_PRINT_SURFACES } from '../../../adapters/postgres/seeds/catalogue/demo-print-surfaces.ts';
import { printFilePath } from '../../../adapters/shop-api-contract/print-files.codec.ts';
import { printPixels } from '../../../core/domain/personalisation/limits.ts';
import type { PrintSurface } from '../../../core/domain/personalisation/print-surface.ts';
import { signedIn, type CookieJar } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { multipartBody } from '../../support/multipart.ts';
import type { OrderSummaryWire, PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { BASE, completeCheckoutSteps, dataOf, sessionIdFor, shopper } from '../../support/shop-orders-fixture.ts';
import { buildTestApp, withSession } from '../../support/test-app.ts';

const CUSHION = 107;
const PHONE_CASE = 106;
const [cushionFront, cushionBack] = DEMO_PRINT_SURFACES.cushion as [PrintSurface, PrintSurface];
const [phoneBack] = DEMO_PRINT_SURFACES['phone-case'] as [PrintSurface];

type FileWire = { surface_id: string; width_px: number; height_px: number; ppi: number; url: string };
type LineWire = { order_line_id: string; name: string; status: string; files: FileWire[] };
type PrintFilesWire = { public_id: string; lines: LineWire[] };

type Pixel = { r: number; g: number; b: number; a: number };

/** The colour at a point in millimetres of a surface, on its print file (bleed box, recommended PPI). */
const printedAt = async (png: Buffer, surface: PrintSurface, xMm: number, yMm: number): Promise<Pixel> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pxPerMm = surface.recommendedPpi / 25.4;
  const x = Math.floor((xMm + surface.bleedMm) * pxPerMm);
  const y = Math.floor((yMm + surface.bleedMm) * pxPerMm);
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
};

/** How many pixels of the file are mostly blue: the back's letters. */
const bluePixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < info.width * info.height * 3; at += 3)
    if (data[at + 2]! > 120 && data[at]! < 60 && data[at + 1]! < 90) count += 1;
  return count;
};

const RED = { r: 255, g: 0, b: 0, a: 255 };

describe('Shop API: a print file for every surface of a personalised line', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let publicId: string;
  let cushionLine: string;
  let phoneLine: string;
  let admin: CookieJar;
  let listed: PrintFilesWire;

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`${BASE}${url}`), headers: jar ? { cookie: jar.header() } : {} });
  /** A file downloads from the site's root with the sign-in cookie alone. */
  const download = (url: string, jar: CookieJar) =>
    app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-print-surfaces-'));
    app = await buildTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    const guest = shopper(app, sessionIdFor('surfaces'));
    const red = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'ext_session_id', value: guest.sessionId },
      { name: 'img', fileName: 'red.png', contentType: 'image/png', bytes: new Uint8Array(red) },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { ...body.headers, 'x-forwarded-for': '198.51.100.88' },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const uploadId = uploaded.json<{ data: { id: string } }>().data.id;
    /** The red photo over the whole surface, bleed included. */
    const redPhoto = (surface: PrintSurface) => ({
      kind: 'photo',
      id: `photo-${surface.id}`,
      uploadId,
      imageWidth: 1200,
      imageHeight: 1200,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      fit: 'free',
      transform: {
        centerX: surface.widthMm / 2,
        centerY: surface.heightMm / 2,
        width: Math.max(surface.widthMm, surface.heightMm) + 2 * surface.bleedMm,
        height: Math.max(surface.widthMm, surface.heightMm) + 2 * surface.bleedMm,
        rotation: 0,
      },
    });
    const cushion = {
      version: 2,
      articleId: CUSHION,
      surfaces: [
        { surfaceId: 'front', layers: [redPhoto(cushionFront)] },
        {
          surfaceId: 'back',
          layers: [
            {
              kind: 'text',
              id: 'text-back',
              text: 'BACK',
              font: 'Bricolage Grotesque',
              sizeMm: 60,
              colour: '#1a3c9e',
              align: 'center',
              transform: { centerX: 200, centerY: 200, width: 360, height: 75, rotation: 0 },
            },
          ],
        },
      ],
    };
    const phone = {
      version: 2,
      articleId: PHONE_CASE,
      surfaces: [{ surfaceId: 'back', layers: [redPhoto(phoneBack)] }],
    };
    for (const document of [cushion, phone]) {
      const added = await guest.post('/personalisation/cart-lines', {
        document: JSON.stringify(document),
        quantity: '1',
      });
      expect(added.statusCode).toBe(201);
    }
    await completeCheckoutSteps(guest);
    const total = dataOf<{ total: { amount: number } }>(await guest.get('/cart')).total.amount;
    const placed = await guest.post(
      '/orders',
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
      { 'idempotency-key': 'print-surfaces-order-0001' },
    );
    expect(placed.statusCode).toBe(201);
    publicId = dataOf<PlacedOrderWire>(placed).public_id;
    const summary = dataOf<OrderSummaryWire>(await guest.get(`/orders/${publicId}/summary`));
    cushionLine = summary.lines.find((line) => line.article_id === CUSHION)!.id;
    phoneLine = summary.lines.find((line) => line.article_id === PHONE_CASE)!.id;
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    listed = await eventually(async () => {
      const answer = dataOf<PrintFilesWire>(await get(`/orders/${publicId}/print_files`, admin));
      return answer.lines.every((line) => line.status === 'done') ? answer : undefined;
    }, 120_000);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists a file for each decorated surface of the two-sided cushion, and one for the phone case', () => {
    const fileOf = (surface: PrintSurface, lineId: string) => {
      const { width, height } = printPixels(surface);
      return {
        surface_id: surface.id,
        format: 'png',
        width_px: width,
        height_px: height,
        ppi: surface.recommendedPpi,
        url: printFilePath(publicId, lineId, surface.id),
      };
    };
    const byLine = new Map(listed.lines.map((line) => [line.order_line_id, line.files]));
    expect(byLine.get(cushionLine)).toEqual([fileOf(cushionFront, cushionLine), fileOf(cushionBack, cushionLine)]);
    expect(byLine.get(phoneLine)).toEqual([fileOf(phoneBack, phoneLine)]);
  });

  it('downloads each surface’s file, named for its surface and drawn with that surface’s design', async () => {
    const [front, back] = await Promise.all(
      ['front', 'back'].map((surfaceId) => download(printFilePath(publicId, cushionLine, surfaceId), admin)),
    );
    expect([front!.statusCode, back!.statusCode]).toEqual([200, 200]);
    expect(front!.headers['content-disposition']).toBe(`attachment; filename="${publicId}_${cushionLine}_front.png"`);
    expect(back!.headers['content-disposition']).toBe(`attachment; filename="${publicId}_${cushionLine}_back.png"`);
    // The front is the red photo edge to edge; the back is white paper with blue letters and no red.
    expect(await printedAt(front!.rawPayload, cushionFront, 200, 200)).toEqual(RED);
    expect(await printedAt(front!.rawPayload, cushionFront, -2, -2)).toEqual(RED);
    expect(await bluePixels(front!.rawPayload)).toBe(0);
    expect(await printedAt(back!.rawPayload, cushionBack, 20, 20)).toEqual({ r: 255, g: 255, b: 255, a: 255 });
    expect(await bluePixels(back!.rawPayload)).toBeGreaterThan(10_000);
  });

  it('cuts the phone case’s print file to its shape: clear at the corners and in the camera opening', async () => {
    const file = await download(printFilePath(publicId, phoneLine, 'back'), admin);
    expect(file.statusCode).toBe(200);
    const png = file.rawPayload;
    const { mask } = phoneBack;
    const opening = mask!.cameraCutout;
    expect(await printedAt(png, phoneBack, -phoneBack.bleedMm + 0.1, -phoneBack.bleedMm + 0.1)).toMatchObject({
      a: 0,
    });
    expect(
      await printedAt(png, phoneBack, phoneBack.widthMm + phoneBack.bleedMm - 0.2, phoneBack.heightMm + 1.8),
    ).toMatchObject({ a: 0 });
    expect(
      await printedAt(png, phoneBack, opening.x + opening.width / 2, opening.y + opening.height / 2),
    ).toMatchObject({ a: 0 });
    expect(await printedAt(png, phoneBack, phoneBack.widthMm / 2, phoneBack.heightMm / 2)).toEqual(RED);
    expect(await printedAt(png, phoneBack, -1, phoneBack.heightMm / 2)).toEqual(RED);
  });

  it('gives the desk order page a download link per surface', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/accounts/orders/${publicId}/_payload.json`,
      headers: { cookie: admin.header() },
    });
    expect(answer.statusCode).toBe(200);
    const jobs = (
      answer.json() as { data: { printFiles: { orderLineId: string; files: { surfaceId: string; url: string }[] }[] } }
    ).data.printFiles;
    const cushion = jobs.find((job) => job.orderLineId === cushionLine)!;
    expect(cushion.files.map((file) => file.surfaceId)).toEqual(['front', 'back']);
    for (const file of cushion.files) {
      expect(file.url).toBe(printFilePath(publicId, cushionLine, file.surfaceId));
      const downloaded = await app.inject({ method: 'GET', url: file.url, headers: { cookie: admin.header() } });
      expect([downloaded.statusCode, downloaded.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });
});
