import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrFileUploader } from '../../../adapters/product-server-client/xhr-file-uploader.ts';
import type { UploadProgress } from '../../../core/storefront/media/file-uploader.port.ts';
import { sendUpload } from '../../../core/storefront/media/send-upload.use-case.ts';
import { pngDeclaring } from '../../support/phone-photos.ts';
import { buildTestApp, EXT_SESSION_ID } from '../../support/test-app.ts';

/**
 * The browser's upload client against the real server: jsdom's XMLHttpRequest, FormData and Blob make real
 * HTTP requests from a page on the server's own origin.
 */
describe('POST /images/upload through XMLHttpRequest, against the real server', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let dom: JSDOM;
  let png: Uint8Array;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-xhr-uploads-'));
    app = await buildTestApp({ DATA_DIR: dataDir });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    dom = new JSDOM('<!doctype html><title>upload</title>', { url: `${origin}/contact` });
    png = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    dom.window.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (fileName: string, bytes: Uint8Array, declaredType: string, progress: UploadProgress[] = []) => {
    const win = dom.window;
    const content = new win.Blob([new Uint8Array(bytes)], { type: declaredType });
    return sendUpload(xhrFileUploader(win, () => EXT_SESSION_ID))(
      { fileName, declaredType, bytes: bytes.byteLength, content },
      { purpose: 'contact-attachment' },
      (p) => progress.push(p),
    );
  };

  it('uploads an image with its extra fields, reports progress, and answers the reference', async () => {
    const progress: UploadProgress[] = [];
    const sent = (await upload('photo.png', png, 'image/png', progress))._unsafeUnwrap();
    expect(sent).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'image',
      size: { width: 64, height: 48 },
    });
    expect(progress.at(-1)).toEqual({ loaded: expect.any(Number), total: expect.any(Number) });
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
    expect(progress.at(-1)!.total).toBeGreaterThan(png.byteLength);
    // The server kept it, under the session, with the extra field.
    const variant = await app.inject({ method: 'GET', url: `/images/uploads/${sent.id}-64.webp` });
    expect(variant.statusCode).toBe(200);
  });

  it("maps the server's refusal of content that is not what its name says to UnsupportedUpload", async () => {
    const notAPng = new TextEncoder().encode('MZ this is an executable, renamed');
    expect((await upload('photo.png', notAPng, 'image/png'))._unsafeUnwrapErr()).toEqual({ type: 'UnsupportedUpload' });
  });

  it('refuses an .exe before sending it', async () => {
    const exe = new TextEncoder().encode('MZ');
    expect((await upload('setup.exe', exe, 'application/x-msdownload'))._unsafeUnwrapErr()).toEqual({
      type: 'UnsupportedUpload',
    });
  });

  it('maps an image the server cannot read to UploadUnreadable', async () => {
    // A PNG signature and then nothing an image decoder can use.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await upload('broken.png', broken, 'image/png'))._unsafeUnwrapErr()).toEqual({ type: 'UploadUnreadable' });
  });

  it("maps the server's refusal of an image over 100 megapixels to TooManyPixels, by its code", async () => {
    expect((await upload('poster.png', pngDeclaring(12_000, 9_000), 'image/png'))._unsafeUnwrapErr()).toEqual({
      type: 'TooManyPixels',
      maxPixels: 100_000_000,
    });
  });
});
