import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { printFilePath } from '../../../adapters/shop-api-contract/print-files.codec.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import type { OrderSummaryWire, PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { printPixels } from '../../../core/domain/personalisation/limits.ts';
import type { PrintSurface } from '../../../core/domain/personalisation/print-surface.ts';
import { signedIn, type CookieJar } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { multipartBody } from '../../support/multipart.ts';
import { onePhotoDocument } from '../../support/personalisation-mother.ts';
import {
  BASE,
  completeCheckoutSteps,
  dataOf,
  sessionIdFor,
  shopper,
  type SpecShopper,
} from '../../support/shop-orders-fixture.ts';
import { buildTestApp, withSession } from '../../support/test-app.ts';

/** The demo mug's wrap, as the catalogue offers it: 200 × 90 mm, 2 mm bleed, 200 PPI. */
const MUG_WRAP = { widthMm: 200, heightMm: 90, bleedMm: 2, recommendedPpi: 200 } as PrintSurface;

type PrintFilesWire = { lines: { status: string }[] };

describe('Shop API: print files of a personalised order', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let guest: SpecShopper;
  let publicId: string;
  let lineId: string;
  let admin: CookieJar;
  let ana: CookieJar;

  const list = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`${BASE}${url}`), headers: jar ? { cookie: jar.header() } : {} });
  /** A file downloads from the site's root with the sign-in cookie alone: its link carries no session id. */
  const download = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url, headers: jar ? { cookie: jar.header() } : {} });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-print-files-'));
    app = await buildTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    guest = shopper(app, sessionIdFor('printguest'));
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody([
      { name: 'ext_session_id', value: guest.sessionId },
      { name: 'img', fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(photo) },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { ...body.headers, 'x-forwarded-for': '198.51.100.77' },
      payload: body.payload,
    });
    const uploadId = uploaded.json<{ data: { id: string } }>().data.id;
    const document = onePhotoDocument(
      101,
      'wrap',
      uploadId,
      { width: 1600, height: 900 },
      {
        centerX: 100,
        centerY: 45,
        width: 140,
        height: 78.75,
      },
    );
    const added = await guest.post('/personalisation/cart-lines', {
      document: JSON.stringify(document),
      quantity: '1',
    });
    const cart = dataOf<CartViewWire>(added);
    await completeCheckoutSteps(guest);
    const placed = await guest.post(
      '/orders',
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(cart.total.amount + 495) },
      { 'idempotency-key': 'print-files-order-0001' },
    );
    expect(placed.statusCode).toBe(201);
    publicId = dataOf<PlacedOrderWire>(placed).public_id;
    const summary = dataOf<OrderSummaryWire>(await guest.get(`/orders/${publicId}/summary`));
    lineId = summary.lines[0]?.id as string;
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders the line’s print file in the background; the administrator downloads it at print size with bleed', async () => {
    const url = printFilePath(publicId, lineId, 'wrap');
    const response = await eventually(async () => {
      const answer = await download(url, admin);
      return answer.statusCode === 200 ? answer : undefined;
    }, 60_000);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${publicId}_${lineId}_wrap.png"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { width, height } = printPixels(MUG_WRAP);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width, height, density: 200 });
  }, 90_000);

  it('lists the order’s print files for the administrator with their job status and download paths', async () => {
    const answer = await eventually(async () => {
      const listed = dataOf<PrintFilesWire>(await list(`/orders/${publicId}/print_files`, admin));
      return listed.lines[0]?.status === 'done' ? listed : undefined;
    }, 60_000);
    const { width, height } = printPixels(MUG_WRAP);
    expect(answer).toEqual({
      public_id: publicId,
      lines: [
        {
          order_line_id: lineId,
          name: expect.any(String),
          quantity: 1,
          status: 'done',
          attempts: 1,
          last_error: null,
          files: [
            {
              surface_id: 'wrap',
              format: 'png',
              width_px: width,
              height_px: height,
              ppi: 200,
              url: printFilePath(publicId, lineId, 'wrap'),
            },
          ],
        },
      ],
    });
    for (const asker of [undefined, ana]) {
      const refused = await list(`/orders/${publicId}/print_files`, asker);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, error: { code: 4004, message: 'No such print file' } });
    }
    expect((await list('/orders/ES-NOSUCH1/print_files', admin)).statusCode).toBe(404);
  }, 90_000);

  it('gives the desk order page the line’s print job and its download link, for the administrator alone', async () => {
    const page = (jar?: CookieJar) =>
      app.inject({
        method: 'GET',
        url: `/accounts/orders/${publicId}/_payload.json`,
        headers: jar ? { cookie: jar.header() } : {},
      });
    const desk = await eventually(async () => {
      const answer = await page(admin);
      expect(answer.statusCode).toBe(200);
      const files = (answer.json() as { data: { printFiles: { status: string; files: { url: string }[] }[] } }).data
        .printFiles;
      return files[0]?.status === 'done' ? files : undefined;
    }, 60_000);
    const { width, height } = printPixels(MUG_WRAP);
    expect(desk).toEqual([
      {
        orderLineId: lineId,
        status: 'done',
        attempts: 1,
        lastError: null,
        files: [
          {
            surfaceId: 'wrap',
            widthPx: width,
            heightPx: height,
            ppi: 200,
            url: printFilePath(publicId, lineId, 'wrap'),
          },
        ],
      },
    ]);
    const link = desk[0]?.files[0]?.url as string;
    const downloaded = await app.inject({ method: 'GET', url: link, headers: { cookie: admin.header() } });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('image/png');
    for (const asker of [undefined, ana]) {
      const other = await page(asker);
      expect(other.body).not.toContain('printFiles');
      expect(other.body).not.toContain(printFilePath(publicId, lineId, 'wrap'));
    }
  }, 90_000);

  it('answers a visitor and a customer 404 with the envelope, as for a file that does not exist', async () => {
    const notFound = { success: false, error: { code: 4004, message: 'No such print file' } };
    const url = printFilePath(publicId, lineId, 'wrap');
    for (const answer of [await download(url), await download(url, ana)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    const missing = await download(printFilePath(publicId, lineId, 'back'), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound);
    const otherOrder = await download(printFilePath('ES-NOSUCH1', lineId, 'wrap'), admin);
    expect(otherOrder.json()).toEqual(notFound);
  });

  it('refuses a malformed path with 400 and the envelope', async () => {
    const answer = await download(printFilePath(publicId, 'line with spaces', 'wrap'), admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ error: { code: number } }>().error.code).toBe(4000);
  });

  it('shows the personalised line’s preview on the order summary', async () => {
    const summary = dataOf<OrderSummaryWire>(await guest.get(`/orders/${publicId}/summary`));
    expect(summary.lines[0]?.url_preview).toMatch(/^\/images\/previews\/[0-9a-f]{16}-640\.jpg$/);
  });
});
