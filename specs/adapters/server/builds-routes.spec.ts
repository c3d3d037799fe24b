import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildsRoutes } from '../../../adapters/server/product-server/builds.routes.ts';
import { APP_ROOT } from '../../support/test-app.ts';

const run = promisify(execFile);
const SCRIPT = path.join(APP_ROOT, 'composition-root/scripts/write-build-manifest.mjs');

const directories: string[] = [];
const temporary = async (name: string) => {
  const directory = await mkdtemp(path.join(os.tmpdir(), `estampa-${name}-`));
  directories.push(directory);
  return directory;
};
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

/** A built client as `vite build` leaves it, on some machine: the manifest, hashed chunks and their compressed copies. */
const builtClient = async (chunk = 'export const page = 1;', compressed = 'gzip bytes of this machine') => {
  const client = await temporary('client');
  await mkdir(path.join(client, '.vite'));
  await mkdir(path.join(client, 'assets'));
  await writeFile(path.join(client, '.vite', 'manifest.json'), '{"ui/index.html":{"file":"assets/index-abc.js"}}');
  await writeFile(path.join(client, 'assets', 'index-abc.js'), chunk);
  await writeFile(path.join(client, 'assets', 'index-abc.js.gz'), compressed);
  return client;
};

const writeInto = (buildsDir: string, client: string, buildId?: string) =>
  run(process.execPath, [SCRIPT, buildsDir, client], { env: { ...process.env, BUILD_ID: buildId ?? '' } });

const latestIdIn = async (buildsDir: string) =>
  (JSON.parse(await readFile(path.join(buildsDir, 'latest.json'), 'utf8')) as { id: string }).id;

describe("the build id: the build's content unless BUILD_ID names it", () => {
  it('is the same on two machines that built the same client, compressed copies aside', async () => {
    const [a, b] = [await temporary('builds-a'), await temporary('builds-b')];
    await writeInto(a, await builtClient('export const page = 1;', 'gzip of machine a'));
    await writeInto(b, await builtClient('export const page = 1;', 'gzip of machine b'));
    expect(await latestIdIn(a)).toMatch(/^[0-9a-f]{20}$/);
    expect(await latestIdIn(b)).toBe(await latestIdIn(a));
  });

  it('changes when any built file changes', async () => {
    const [a, b] = [await temporary('builds-a'), await temporary('builds-b')];
    await writeInto(a, await builtClient('export const page = 1;'));
    await writeInto(b, await builtClient('export const page = 2;'));
    expect(await latestIdIn(b)).not.toBe(await latestIdIn(a));
  });

  it('is BUILD_ID when set', async () => {
    const builds = await temporary('builds');
    await writeInto(builds, await builtClient(), 'release-2026-12-07');
    expect(await latestIdIn(builds)).toBe('release-2026-12-07');
  });
});

describe('build manifest: written by the build step, served by the builds routes', () => {
  let buildsDir: string;
  let client: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    buildsDir = await temporary('builds');
    client = await builtClient();
    app = Fastify();
    await app.register(buildsRoutes({ buildsDir }));
  });
  afterAll(async () => {
    await app.close();
  });

  const write = (buildId?: string) => writeInto(buildsDir, client, buildId);

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
    expect(id).toMatch(/^[0-9a-f]{20}$/);
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
