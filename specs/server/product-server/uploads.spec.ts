import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../adapters/server/rate-limits.ts';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import { UploadResponse } from '../../../adapters/shop-api-contract/product-server.codec.ts';
import { MAX_UPLOAD_BYTES } from '../../../core/shop/media/upload-file.use-case.ts';
import { multipartBody } from '../../support/multipart.ts';
import { PHONE_HEIC_SIZE, phoneHeic, phoneJpeg, pngDeclaring } from '../../support/phone-photos.ts';
import { bytesOf, MAGIC } from '../../support/product-server-mother.ts';
import { buildTestApp, EXT_SESSION_ID } from '../../support/test-app.ts';

type Part = Parameters<typeof multipartBody>[0][number];

const file = (fileName: string, bytes: Uint8Array, contentType = 'image/jpeg'): Part => ({
  name: 'img',
  fileName,
  contentType,
  bytes,
});
const session: Part = { name: 'ext_session_id', value: EXT_SESSION_ID };

describe('Product server: POST /images/upload', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let photo: Uint8Array;
  let logo: Uint8Array;
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${(ipCounter += 1)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-uploads-'));
    app = await buildTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    photo = new Uint8Array(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toBuffer(),
    );
    logo = new Uint8Array(
      await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: readonly Part[], ip = freshIp()) => {
    const body = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { ...body.headers, 'x-forwarded-for': ip },
      payload: body.payload,
    });
  };
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: number; message: string } }>().error;

  it('re-encodes a photo into avif, webp and jpg previews that can be fetched back', async () => {
    const response = await upload([session, file('holiday.jpg', photo), { name: 'product', value: 'mug' }]);
    expect(response.statusCode).toBe(201);
    const receipt = decodeWith(UploadResponse)(response.json())._unsafeUnwrap();
    if (!receipt.success) throw new Error('expected an upload receipt');
    expect(receipt.data).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', bytes: photo.length });
    expect(receipt.data.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@320',
      'webp@320',
      'jpg@320',
      'avif@640',
      'webp@640',
      'jpg@640',
      'avif@1280',
      'webp@1280',
      'jpg@1280',
    ]);
    const webp = receipt.data.variants.find((v) => v.format === 'webp' && v.width === 640);
    const fetched = await app.inject({ method: 'GET', url: webp?.url ?? '' });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect(await sharp(fetched.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('keeps transparency by making png rather than jpg, without upscaling', async () => {
    const response = await upload([session, file('logo.png', logo, 'image/png')]);
    expect(response.statusCode).toBe(201);
    const variants = response.json<{ data: { variants: { format: string; width: number }[] } }>().data.variants;
    expect(variants.map((v) => `${v.format}@${v.width}`)).toEqual(['avif@320', 'webp@320', 'png@320']);
  });

  it.each([
    ['a PDF', 'order.pdf', bytesOf(MAGIC.pdf, 256), 'pdf'],
    ['a ZIP', 'photos.zip', bytesOf(MAGIC.zip, 256), 'zip'],
  ])('keeps %s as sent, with no variants', async (_, fileName, bytes, kind) => {
    const response = await upload([session, file(fileName, bytes, 'application/octet-stream')]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, data: { kind, variants: [] } });
  });

  it.each([
    ['a .png that is really a zip', 'photo.png', bytesOf(MAGIC.zip, 256)],
    ['a text file named .jpg', 'photo.jpg', new TextEncoder().encode('this is only text, not a photo at all')],
    [
      'an SVG',
      'logo.svg',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('refuses %s by its content (415)', async (_, fileName, bytes) => {
    const response = await upload([session, file(fileName, bytes, 'image/png')]);
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe(4015);
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload([session, file('huge.jpg', bytesOf(MAGIC.jpeg, MAX_UPLOAD_BYTES + 1))]);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe(4013);
  });

  it("takes a phone's 48-megapixel photo upright, and says its size", async () => {
    const response = await upload([session, file('IMG_4821.JPG', await phoneJpeg())]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: { kind: 'image', mimeType: 'image/jpeg', width: 6048, height: 8064 },
    });
    const preview = await app.inject({
      method: 'GET',
      url: `/images/uploads/${response.json<{ data: { id: string } }>().data.id}-1280.jpg`,
    });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 1280, height: 1707 });
  });

  it("takes an iPhone's HEIC, kept decoded as a JPEG, and says its size", async () => {
    const response = await upload([session, file('IMG_4822.HEIC', phoneHeic(), 'image/heic')]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: { kind: 'image', mimeType: 'image/jpeg', ...PHONE_HEIC_SIZE },
    });
    const variants = response.json<{ data: { variants: { format: string; width: number }[] } }>().data.variants;
    expect(variants.map((v) => `${v.format}@${v.width}`)).toContain('jpg@1280');
  });

  it('refuses an image over 100 megapixels from its header with 422 and its own code', async () => {
    const response = await upload([session, file('poster.png', pngDeclaring(10_001, 10_000), 'image/png')]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: { code: 4220, fields: [{ field: 'img' }] } });
  });

  it('refuses a corrupt image with 422', async () => {
    const response = await upload([session, file('broken.jpg', bytesOf(MAGIC.jpeg, 2_000))]);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 5004, message: 'The image could not be read' });
  });

  it.each([
    ['a missing ext_session_id', [file('a.jpg', bytesOf(MAGIC.jpeg))], 'ext_session_id'],
    [
      'a malformed ext_session_id',
      [{ name: 'ext_session_id', value: '../etc' }, file('a.jpg', bytesOf(MAGIC.jpeg))],
      'ext_session_id',
    ],
    ['a missing file', [session], 'img'],
    ['a file in another field', [session, { ...file('a.jpg', bytesOf(MAGIC.jpeg)), name: 'photo' }], 'img'],
  ] as const)('refuses %s with 400', async (_, parts, mentions) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(mentions);
  });

  it('refuses too many extra fields and over-long ones with 413', async () => {
    const many = Array.from({ length: 30 }, (_, i): Part => ({ name: `f${i}`, value: 'x' }));
    expect((await upload([session, ...many, file('a.jpg', photo)])).statusCode).toBe(413);
    const long = await upload([session, { name: 'note', value: 'x'.repeat(5_000) }, file('a.jpg', photo)]);
    expect(long.statusCode).toBe(413);
    expect(errorOf(long).message).toBe('Form fields are limited to 1024 bytes');
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/images/upload',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { ext_session_id: EXT_SESSION_ID },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers an unknown or malformed variant URL with 404', async () => {
    for (const url of [
      '/images/uploads/00000000-0000-4000-8000-000000000000-320.webp',
      '/images/uploads/..%2F..%2Fetc-1.jpg',
      '/images/uploads/x-320.exe',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 4004 } });
    }
  });

  it('answers 429 once one address uploads too often', async () => {
    const ip = freshIp();
    const pdf = file('a.pdf', bytesOf(MAGIC.pdf, 64), 'application/pdf');
    for (let i = 0; i < RATE_LIMITS.upload.max; i += 1) expect((await upload([session, pdf], ip)).statusCode).toBe(201);
    const refused = await upload([session, pdf], ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe(4029);
  });
});
