import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { rejectAllCookies } from './consent-answer.ts';

const DAY = 86_400;
/** BUILD_POLL_INTERVAL_MS in core/domain/site/build-watch.ts. */
const POLL_INTERVAL_MS = 5 * 60_000;
const LATEST_BUILD = path.resolve('dist/builds/latest.json');

const header = (page: Page) => page.getByRole('banner');

/** Every request the page makes whose URL passes `match`, as it makes them. */
const recordRequests = (page: Page, match: (url: URL) => boolean) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(new URL(request.url()))) seen.push(request);
  });
  return seen;
};

/** Simulates the visitor switching to another tab and back: the Page Visibility API's state and event. */
const setTabVisible = (page: Page, visible: boolean) =>
  page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (shown ? 'visible' : 'hidden'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);

test.describe('a new build', () => {
  let original: string;
  test.beforeAll(async () => {
    original = await readFile(LATEST_BUILD, 'utf8');
  });
  test.afterAll(async () => {
    await writeFile(LATEST_BUILD, original);
  });

  test('is noticed by polling, never reloads the page by itself, and makes the next navigation a full load', async ({
    page,
  }) => {
    await page.clock.install();
    const polls = recordRequests(page, (url) => url.pathname === '/builds/latest.json');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/');
    await rejectAllCookies(page);
    // A mark that only survives as long as this document does.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // Same build: the poll answers the page's own id and navigation stays inside the app.
    await page.clock.runFor(POLL_INTERVAL_MS);
    await expect.poll(() => polls.length).toBe(1);
    await header(page).getByRole('link', { name: 'Ofertas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(documents).toEqual(['/']);

    // A hidden tab does not poll; showing it again polls at once.
    await setTabVisible(page, false);
    await page.clock.runFor(POLL_INTERVAL_MS * 2);
    expect(polls).toHaveLength(1);

    const { id } = JSON.parse(original) as { id: string };
    await writeFile(LATEST_BUILD, JSON.stringify({ id: `${id}-next`, timestamp: Date.now() }));
    const newBuildSeen = page.waitForResponse((r) => r.url().endsWith('/builds/latest.json'));
    await setTabVisible(page, true);
    expect(await (await newBuildSeen).json()).toMatchObject({ id: `${id}-next` });

    // Nothing happens by itself: the visitor's page stays as it is, however long they stay.
    await page.clock.runFor(POLL_INTERVAL_MS * 2);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(polls).toHaveLength(2);

    // The next navigation loads the target path as a new document.
    documents.length = 0;
    await header(page).getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    await expect(page).toHaveURL(/\/help-center$/);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
    expect(documents).toEqual(['/help-center']);
  });
});

test('the viewport cookie holds the breakpoint for a year, SameSite Strict, on path /', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const written = Date.now() / 1000;
  await page.goto('/');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
    .toBe('mobileMedium');
  const cookie = (await context.cookies()).find((c) => c.name === 'viewport')!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false, secure: true });
  expect(Math.round((cookie.expires - written) / DAY)).toBe(365);
  // The server receives it with the next page.
  const next = page.waitForRequest((r) => r.isNavigationRequest());
  await page.reload();
  expect((await (await next).allHeaders())['cookie']).toContain('viewport=mobileMedium');

  // A resize across a breakpoint rewrites it; one within the breakpoint does not need to.
  await page.setViewportSize({ width: 1300, height: 900 });
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
    .toBe('desktopMedium');
});

test("icons come from the shop's own icon endpoint and are drawn in place", async ({ page }) => {
  const fallback = recordRequests(page, (url) => url.hostname.endsWith('iconify.design'));
  const icons = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/icons/mdi.json');
  await page.goto('/');
  const answer = await icons;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('icons')?.split(',')).toEqual(
    expect.arrayContaining(['cart-outline', 'help-circle-outline', 'tag-outline']),
  );
  const cart = header(page).getByRole('link', { name: 'Cesta' });
  await expect(cart.locator('[data-icon="mdi:cart-outline"] svg path')).toHaveCount(1);
  await expect(cart.locator('[data-icon="mdi:cart-outline"]')).toHaveAttribute('aria-hidden', 'true');
  const box = await cart.locator('[data-icon="mdi:cart-outline"]').boundingBox();
  expect(box).toMatchObject({ width: 24, height: 24 });
  expect(fallback).toEqual([]);
});

test.describe('the contact form attachment', () => {
  const attachment = (page: Page) => page.getByLabel('Adjuntar un archivo (opcional)');

  test('a PNG is uploaded with its progress shown and goes with the message', async ({ page, context }) => {
    // A noisy picture that compresses badly, sent over a slow uplink, so the progress can be watched.
    const png = await sharp({
      create: {
        width: 420,
        height: 420,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await page.goto('/contact');
    await rejectAllCookies(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/images/upload'));
    // The field is usable once the page's code has arrived, as a person sees it enabled.
    await expect(attachment(page)).toBeEnabled();
    await attachment(page).setInputFiles({ name: 'foto-taza.png', mimeType: 'image/png', buffer: png });
    const bar = page.getByRole('progressbar', { name: 'Subida de foto-taza.png' });
    await expect(bar).toBeVisible();
    await expect
      .poll(() => bar.evaluate((el) => (el as HTMLProgressElement).value), { intervals: [50] })
      .toBeGreaterThan(0);
    expect(await bar.evaluate((el) => (el as HTMLProgressElement).value)).toBeLessThan(100);
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();

    const receipt = await uploaded;
    expect(receipt.status()).toBe(201);
    const { id } = ((await receipt.json()) as { data: { id: string } }).data;
    // The shop kept it: its previews are served under the reference the page received.
    expect((await page.request.get(`/images/uploads/${id}-320.webp`)).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'foto-taza.png adjuntado.' })).toBeVisible();
    await expect(bar).toHaveJSProperty('value', 100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByLabel('Tu nombre').fill('Lucía Pérez');
    await page.getByLabel('Correo electrónico').fill('lucia@estampa.example');
    await page.getByLabel('Asunto').fill('Una foto para mi taza');
    await page.getByLabel('Mensaje').fill('Hola, ¿podéis imprimir esta foto en una taza?');
    const ticket = page.waitForResponse(
      (r) => r.url().includes('/shop-api/v1/tickets') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const opened = await ticket;
    expect(opened.status()).toBe(201);
    expect(new URLSearchParams(opened.request().postData() ?? '').get('attachment_id')).toBe(id);
    expect(await opened.json()).toMatchObject({ data: { attachment_id: id } });
    await expect(page.getByRole('heading', { level: 1, name: 'Mensaje enviado' })).toBeFocused();
  });

  test('an .exe is refused before anything is sent, with the reason', async ({ page }) => {
    const uploads = recordRequests(page, (url) => url.pathname === '/images/upload');
    await page.goto('/contact');
    await rejectAllCookies(page);
    // The field is usable once the page's code has arrived, as a person sees it enabled.
    await expect(attachment(page)).toBeEnabled();
    await attachment(page).setInputFiles({
      name: 'factura.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'No se puede adjuntar este tipo de archivo. Elige una imagen, un PDF o un ZIP.',
    );
    await expect(attachment(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(uploads).toEqual([]);
  });
});
