import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import type { OrderSummaryWire, PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { printFilePath } from '../../../adapters/shop-api-contract/print-files.codec.ts';
import { runShopCommandOn } from '../../../composition-root/shop-cli/shop.ts';
import { signedIn, type CookieJar } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { multipartBody } from '../../support/multipart.ts';
import { onePhotoDocument } from '../../support/personalisation-mother.ts';
import { s3EnvOf, startS3TestServer } from '../../support/s3-test-server.ts';
import { completeCheckoutSteps, dataOf, sessionIdFor, shopper } from '../../support/shop-orders-fixture.ts';
import { buildTestApp, openDemoDatabase, specServerConfig } from '../../support/test-app.ts';

type Project = { id: string; url_preview: string };
type Upload = { id: string; variants: { url: string }[] };

const server = await startS3TestServer();

if ('unavailable' in server) {
  console.info(`Shared blob store specs skipped: ${server.unavailable}`);
  describe.skip('Two instances sharing one S3 bucket (s3rver could not start)', () => it('needs s3rver', () => {}));
} else {
  describe('Two instances on one database and one S3 bucket, each with a data directory of its own', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let database: DatabaseHandle;
    let bucketEnv: NodeJS.ProcessEnv;
    const directories: string[] = [];
    let ip = 0;

    const dataDir = async (name: string) => {
      const directory = await mkdtemp(path.join(os.tmpdir(), `estampa-fleet-${name}-`));
      directories.push(directory);
      return directory;
    };

    beforeAll(async () => {
      bucketEnv = s3EnvOf(await server.freshBucket());
      database = await openDemoDatabase();
      // Both instances hold the one database; it is closed once, with the second.
      a = await buildTestApp(
        { ...bucketEnv, DATA_DIR: await dataDir('a'), TRUST_PROXY: 'true' },
        {
          ...database,
          close: async () => {},
        },
      );
      b = await buildTestApp({ ...bucketEnv, DATA_DIR: await dataDir('b'), TRUST_PROXY: 'true' }, database);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await server.close();
      await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
    });

    /** A generated 1600 × 900 photo uploaded from the session through `app`: its receipt. */
    const uploadPhoto = async (app: FastifyInstance, sessionId: string) => {
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
      return response.json<{ data: Upload }>().data;
    };

    /** The photo across the demo mug's wrap, as the constructor would place it. */
    const mugWith = (uploadId: string) =>
      JSON.stringify(
        onePhotoDocument(
          101,
          'wrap',
          uploadId,
          { width: 1600, height: 900 },
          { centerX: 100, centerY: 45, width: 140, height: 78.75 },
        ),
      );

    const image = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

    it('serves through B every variant of a photo uploaded through A', async () => {
      const upload = await uploadPhoto(a, sessionIdFor('fleetphoto'));
      expect(upload.variants).toHaveLength(9);
      for (const { url } of upload.variants) {
        const [throughA, throughB] = [await image(a, url), await image(b, url)];
        expect(throughB.statusCode).toBe(200);
        expect(throughB.rawPayload).toEqual(throughA.rawPayload);
      }
    });

    it('draws on B the preview of a design saved on B from a photo uploaded through A, and A serves it', async () => {
      const ana = shopper(b, sessionIdFor('fleetdesign'));
      const upload = await uploadPhoto(a, ana.sessionId);
      const saved = await ana.post('/personalisation/projects', { article_id: '101', document: mugWith(upload.id) });
      expect(saved.statusCode).toBe(200);
      const { url_preview: preview } = dataOf<Project>(saved);
      const drawn = await image(b, preview);
      expect(drawn.statusCode).toBe(200);
      expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
      const kept = await image(a, preview);
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload).toEqual(drawn.rawPayload);
    });

    it('adds on B a personalised line of a photo uploaded through A; its preview is served by A', async () => {
      const ana = shopper(b, sessionIdFor('fleetcart'));
      const upload = await uploadPhoto(a, ana.sessionId);
      const added = await ana.post('/personalisation/cart-lines', { document: mugWith(upload.id), quantity: '1' });
      expect(added.statusCode).toBe(201);
      const preview = dataOf<CartViewWire>(added).lines[0]?.url_preview as string;
      const throughA = await image(a, preview);
      expect(throughA.statusCode).toBe(200);
      expect(throughA.headers['content-type']).toBe('image/jpeg');
    });

    it('renders a print file on one instance; it downloads through both, and the CLI of a third writes it', async () => {
      // Bought on B alone: what differs between the instances is only who renders and who is asked.
      const guest = shopper(b, sessionIdFor('fleetorder'));
      const upload = await uploadPhoto(b, guest.sessionId);
      const added = await guest.post('/personalisation/cart-lines', { document: mugWith(upload.id), quantity: '1' });
      const cart = dataOf<CartViewWire>(added);
      await completeCheckoutSteps(guest);
      const placed = await guest.post(
        '/orders',
        { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(cart.total.amount + 495) },
        { 'idempotency-key': 'fleet-print-file-order-0001' },
      );
      expect(placed.statusCode).toBe(201);
      const publicId = dataOf<PlacedOrderWire>(placed).public_id;
      const lineId = dataOf<OrderSummaryWire>(await guest.get(`/orders/${publicId}/summary`)).lines[0]?.id as string;

      const admin: CookieJar = await signedIn(
        a,
        DEMO_ACCOUNTS.administrator.email,
        DEMO_ACCOUNTS.administrator.password,
      );
      const download = (app: FastifyInstance) =>
        app.inject({
          method: 'GET',
          url: printFilePath(publicId, lineId, 'wrap'),
          headers: { cookie: admin.header() },
        });
      const throughA = await eventually(async () => {
        const answer = await download(a);
        return answer.statusCode === 200 ? answer : undefined;
      }, 60_000);
      const throughB = await download(b);
      expect(throughB.statusCode).toBe(200);
      expect(throughB.rawPayload).toEqual(throughA.rawPayload);
      expect(await sharp(throughA.rawPayload).metadata()).toMatchObject({ format: 'png' });

      const out = await dataDir('cli-out');
      const lines: string[] = [];
      const io = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(line) };
      const cliConfig = specServerConfig({ ...bucketEnv, DATA_DIR: await dataDir('c') });
      const args = ['orders', 'print-files', publicId, '--out', out];
      expect(await runShopCommandOn(database, cliConfig, args, io, 'spec-operator')).toBe(0);
      const written = await readFile(path.join(out, `${publicId}_${lineId}_wrap.png`));
      expect(written.equals(throughA.rawPayload)).toBe(true);
    }, 90_000);
  });
}
