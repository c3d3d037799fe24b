import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withSession } from '../support/test-app.ts';

describe('GET /media/{id}-{width}.{format}', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'estampa-media-'));
    app = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const blobFile = (name: string) => path.join(dataDir, 'blobs', 'media', name);

  it.each([
    ['avif', 240, 'image/avif', 'heif'],
    ['webp', 480, 'image/webp', 'webp'],
    ['jpg', 720, 'image/jpeg', 'jpeg'],
  ])('renders a design picture as %s at %i px, with a long immutable cache', async (format, width, type, decoded) => {
    const response = await app.inject({ method: 'GET', url: `/media/d0001-a101-${width}.${format}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: decoded, width, height: width });
  });

  it('renders graphics as png with transparency', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/article-102-240.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 240, hasAlpha: true });
  });

  it('keeps a rendered variant in the blob store and serves the second request from it', async () => {
    const url = '/media/d0002-a102-480.webp';
    const first = await app.inject({ method: 'GET', url });
    expect(await readFile(blobFile('d0002-a102-480.webp'))).toEqual(first.rawPayload);
    const marker = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    await writeFile(blobFile('d0002-a102-480.webp'), marker);
    const second = await app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marker);
  });

  it('serves every picture URL a design page lists', async () => {
    const detail = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/designs/d0003') });
    const { fallback, sources } = detail.json<{
      data: { articles: { picture: { fallback: { src: string }; sources: { srcset: string }[] } }[] };
    }>().data.articles[0]!.picture;
    const smallest = sources.map((source) => source.srcset.split(' ')[0]!);
    for (const url of [fallback.src, ...smallest]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('serves a design’s print artwork, listed apart from its pictures, at its full width as a PNG', async () => {
    const detail = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/designs/d0003') });
    const { artworks } = detail.json<{
      data: { artworks: { id: string; width: number; height: number; src: string }[] };
    }>().data;
    expect(artworks.map(({ width, height }) => `${width}×${height}`)).toEqual([
      '3600×3600',
      '2700×3600',
      '3600×2700',
      '3600×1800',
      '1800×3600',
    ]);
    const wide = artworks[3]!;
    const response = await app.inject({ method: 'GET', url: wide.src });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 3600, height: 1800 });
  });

  it.each([
    ['an unknown id', '/media/nope-240.webp'],
    ['a width the picture is not served at', '/media/d0001-a101-500.webp'],
    ['a width beyond the original', '/media/d0001-a101-4000.webp'],
    ['a format outside its set', '/media/d0001-a101-240.png'],
    ['an unknown format', '/media/d0001-a101-240.gif'],
    ['a malformed name', '/media/d0001-a101.webp'],
    ['a path escape', '/media/..%2F..%2Fetc%2Fpasswd-240.jpg'],
  ])('answers %s with 404 and the error envelope', async (_, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 4004 } });
  });
});
