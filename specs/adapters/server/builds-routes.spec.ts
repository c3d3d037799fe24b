import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildsRoutes } from '../../../adapters/server/product-server/builds.routes.ts';
import { APP_ROOT } from '../../support/test-app.ts';

const run = promisify(execFile);
const SCRIPT = path.join(APP_ROOT, 'composition-root/scripts/write-build-manifest.mjs');

describe('build manifest: written by the build step, served by the builds routes', () => {
  let buildsDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    buildsDir = await mkdtemp(path.join(os.tmpdir(), 'estampa-builds-'));
    app = Fastify();
    await app.register(buildsRoutes({ buildsDir }));
  });
  afterAll(async () => {
    await app.close();
    await rm(buildsDir, { recursive: true, force: true });
  });

  const write = (buildId?: string) =>
    run(process.execPath, [SCRIPT, buildsDir], { env: { ...process.env, BUILD_ID: buildId ?? '' } });

  it('answers 404 before any build was recorded', async () => {
    const response = await app.inject('/builds/latest.json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { code: 4004, message: 'No such build: latest' } });
  });

  it("records each build, serves the latest uncached and every build's meta as immutable", async () => {
    await write('first-build');
    const before = Date.now();
    await write();
    const latest = await app.inject('/builds/latest.json');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    const { id, timestamp } = latest.json<{ id: string; timestamp: number }>();
    expect(id).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    expect(timestamp).toBeGreaterThanOrEqual(before - 1_000);

    const meta = await app.inject(`/builds/meta/${id}.json`);
    expect(meta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta.json()).toEqual({ id, timestamp, date: new Date(timestamp).toISOString() });
    expect((await app.inject('/builds/meta/first-build.json')).statusCode).toBe(200);
  });

  it('refuses a BUILD_ID that could not be a file name', async () => {
    await expect(write('../escape')).rejects.toMatchObject({ code: 1 });
  });

  it('treats a malformed or mismatched manifest as no build', async () => {
    await writeFile(
      path.join(buildsDir, 'meta', 'tampered.json'),
      JSON.stringify({ id: 'other', timestamp: 1, date: 'x' }),
    );
    await writeFile(path.join(buildsDir, 'meta', 'broken.json'), '{"id":');
    expect((await app.inject('/builds/meta/tampered.json')).statusCode).toBe(404);
    expect((await app.inject('/builds/meta/broken.json')).statusCode).toBe(404);
    expect(JSON.parse(await readFile(path.join(buildsDir, 'latest.json'), 'utf8'))).toHaveProperty('id');
  });
});
