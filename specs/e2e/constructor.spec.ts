import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { EditorStartCodec } from '../../adapters/shop-api-contract/personalisation.codec.ts';
import { designArtworkId, demoDesigns, DEMO_ARTICLES } from '../../adapters/postgres/seeds/catalogue.seed.ts';
import { printPixels } from '../../core/domain/personalisation/limits.ts';
import type { PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { checkOutAsGuest, orderNumberOn } from './guest-checkout.ts';
import { ADMIN, signIn } from './sign-in.ts';

/** A photo made here: 800 × 600 pixels of gradient, so its print quality is known before it is placed. */
const aPhoto = async () => ({
  name: 'playa.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><circle cx="400" cy="300" r="200" fill="#f5c542"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
});

const BLURRY = /Esta foto saldrá borrosa a este tamaño/;
const TOO_LOW = /Esta foto es demasiado pequeña para este tamaño/;
const OUTSIDE = 'Parte de esta capa está fuera de la zona segura (la línea discontinua) y podría cortarse.';

/** An upload is checked, re-encoded by sharp and stored before it shows: on a busy machine that can take a while. */
const UPLOADED = { timeout: 30_000 };

const layers = (page: Page) => page.getByRole('list', { name: 'Capas, la de arriba primero' });

const PHOTO_LAYER = /^Foto, \d+ × \d+ mm, \d+ píxeles por pulgada$/;

/**
 * Makes the selected photo bigger, one press at a time, until the warning shows; each press is read back from the
 * layer list (its size in words) before the warning is looked for, so nothing depends on timing.
 */
const enlargeUntil = async (page: Page, press: () => Promise<void>, warning: RegExp) => {
  const photo = layers(page).getByRole('button', { pressed: true });
  for (let presses = 0; presses < 40; presses += 1) {
    if ((await page.getByRole('region', { name: 'Foto elegida' }).getByText(warning).count()) > 0) return presses;
    const before = (await photo.textContent()) ?? '';
    await press();
    await expect(photo).not.toHaveText(before);
  }
  throw new Error(`No warning ${String(warning)} after 40 presses`);
};

/** Presses Tab until the control has the focus, as a keyboard user would. */
const tabTo = async (page: Page, control: Locator) => {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control never took the focus');
};

/** A design of the home page's outlet, opened in the constructor from its design page on its chosen article. */
const openTheConstructorFromADesign = async (page: Page) => {
  await page.goto('/');
  await rejectAllCookies(page);
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  // A marker the app keeps while it navigates by itself: a full page load forgets it.
  await page.evaluate(() => Object.assign(window, { keptByTheApp: true }));
  await page.getByRole('link', { name: /^Personaliza tu .+ con tus fotos y tus palabras$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Personalizar: / })).toBeVisible();
  expect(await page.evaluate(() => 'keptByTheApp' in window)).toBe(false);
  expect(new URL(page.url()).pathname).toMatch(/^\/create\/\d+$/);
};

test('a shopper personalises a mug with a photo and words, sees the print quality, and finds the work after a reload', async ({
  page,
}) => {
  // A long journey on a shared machine: uploads, an accessibility scan and a reload.
  test.setTimeout(120_000);
  await openTheConstructorFromADesign(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/');
  // The catalogue design opened from is the first layer: its print artwork, uploaded as the shopper's photo.
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toHaveCount(1, UPLOADED);

  await page.getByLabel('Añadir una foto').setInputFiles(await aPhoto());
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toHaveCount(2, UPLOADED);
  await expect(layers(page).getByRole('button', { pressed: true })).toHaveText(PHOTO_LAYER);

  const inspector = page.getByRole('region', { name: 'Foto elegida' });
  const bigger = () => inspector.getByRole('button', { name: 'Más grande' }).click();
  await enlargeUntil(page, bigger, BLURRY);
  await expect(inspector.getByText(BLURRY)).toBeVisible();
  const blurryPhoto = (await layers(page).getByRole('button', { pressed: true }).textContent()) ?? '';

  await page.getByRole('button', { name: 'Añadir texto' }).click();
  await page.getByRole('textbox', { name: 'Texto' }).fill('Feliz cumpleaños');
  await expect(layers(page).getByRole('button', { name: /^Texto «Feliz cumpleaños»/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');

  await page.reload();
  await expect(layers(page).getByRole('button', { name: /^Texto «Feliz cumpleaños»/ })).toBeVisible();
  await expect(layers(page).getByRole('button', { name: blurryPhoto })).toBeVisible();
});

/** A picture the browser has drawn: loaded, and not an empty or broken image. */
const drawn = (picture: Locator) =>
  expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0));

/** The back office's session: the demo administrator signed in, from an address of its own (sign-ins are limited). */
const signedInAdministrator = async (browser: Browser) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });
  const admin = await context.newPage();
  await signIn(admin, ADMIN, '/accounts');
  return admin;
};

const BACK_OFFICE_SESSION = 'ext_session_id=e2eprintfiles00000001';

type PrintFiles = {
  lines: { status: string; files: { surface_id: string; width_px: number; height_px: number; url: string }[] }[];
};

test('below the minimum resolution, buying asks first; the cart, checkout and order pages show the preview; a guest buys it and the print file is ready', async ({
  page,
  browser,
}) => {
  // Uploads, a checkout, and a print file rendered at full resolution on a shared machine.
  test.setTimeout(240_000);
  await openTheConstructorFromADesign(page);
  const articleId = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toHaveCount(1, UPLOADED);
  await page.getByLabel('Añadir una foto').setInputFiles(await aPhoto());
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toHaveCount(2, UPLOADED);
  const inspector = page.getByRole('region', { name: 'Foto elegida' });
  const bigger = () => inspector.getByRole('button', { name: 'Más grande' }).click();
  // Below the minimum resolution, buying asks first.
  await enlargeUntil(page, bigger, TOO_LOW);
  await expect(inspector.getByText(TOO_LOW)).toBeVisible();
  await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Algunas fotos saldrán borrosas' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Añadir a la cesta igualmente' }).click();
  // The confirmation and its link to the cart are one sentence.
  const added = page.getByRole('banner').getByText(/^Tu .+ está en la cesta\. Ver la cesta$/);
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'Ver la cesta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  const inTheCart = page.getByRole('img', { name: /^Tu diseño en: / });
  await expect(inTheCart).toBeVisible();
  await drawn(inTheCart).toBe(true);

  await checkOutAsGuest(page, 'Transferencia bancaria', async (step) => {
    if (step !== 'payment') return;
    const inTheSummary = page.getByRole('img', { name: /^Tu diseño en: / });
    await expect(inTheSummary).toBeVisible();
    await drawn(inTheSummary).toBe(true);
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  const number = await orderNumberOn(page);
  expect(number).toMatch(/\S/);
  const onTheOrder = page.getByRole('region', { name: 'Tu pedido' }).getByRole('img', { name: /^Tu diseño en: / });
  await expect(onTheOrder).toBeVisible();
  await drawn(onTheOrder).toBe(true);
  await page.goto(`/tracking/${number}?shipment_postal_code=28001&shipment_country=ES`);
  const onTracking = page.getByRole('img', { name: /^Tu diseño en: / });
  await expect(onTracking).toBeVisible();
  await drawn(onTracking).toBe(true);

  // The factory's file: rendered in the background, listed and downloaded by the administrator.
  const admin = await signedInAdministrator(browser);
  const editor = await admin.request.get(
    `/shop-api/v1/personalisation/editor?article_id=${articleId}&${BACK_OFFICE_SESSION}`,
  );
  const { data } = (await editor.json()) as { data: unknown };
  const { surfaces } = decodeWith(EditorStartCodec)(data)._unsafeUnwrap().article;
  const listed = async () =>
    (
      (await (await admin.request.get(`/shop-api/v1/orders/${number}/print_files?${BACK_OFFICE_SESSION}`)).json()) as {
        data: PrintFiles;
      }
    ).data;
  await expect
    .poll(async () => (await listed()).lines.map((line) => line.status), { timeout: 120_000 })
    .toEqual(['done']);
  const [file] = (await listed()).lines[0]?.files ?? [];
  const surface = surfaces.find((each) => each.id === file?.surface_id) as PrintSurface;
  const expected = printPixels(surface);
  // The orders desk shows the line's print job and downloads its file.
  await admin.goto(`/accounts/orders/${number}`);
  const lines = admin.getByRole('region', { name: 'Líneas' });
  await expect(lines.getByText('Archivo de impresión listo')).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  const link = lines.getByRole('link', {
    name: `Descargar archivo de impresión ${surface.id} (${expected.width} × ${expected.height} px, ${surface.recommendedPpi} ppp)`,
  });
  const [download] = await Promise.all([admin.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${number}_.+_${surface.id}\\.png$`));
  expect(await sharp(await readFile(await download.path())).metadata()).toMatchObject({
    format: 'png',
    width: expected.width,
    height: expected.height,
  });
  // A shopper is told there is no such file.
  expect(file?.url).not.toContain('session');
  expect((await page.request.get(file?.url ?? '')).status()).toBe(404);
});

/** The pixels of a picture at a width, for comparing two drawings of the same art. */
const rawAt = async (bytes: Buffer, width: number, height: number) =>
  sharp(bytes).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();

test('from a catalogue design, a phone case starts from the design’s print artwork: no case drawn in the case, and not offered as one of the shopper’s photos', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const phoneCase = DEMO_ARTICLES.find((article) => article.slug === 'phone-case')!;
  const design = demoDesigns().find((one) => one.articles.some((article) => article.id === phoneCase.id))!;
  // The editor's own question to the shop, asked again below once the work is saved: it names the session.
  const editorAsked = page.waitForRequest((request) => request.url().includes('/shop-api/v1/personalisation/editor'));
  await page.goto(`/create/${phoneCase.id}?design=${design.id}`);
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar: Funda de móvil' })).toBeVisible();
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toHaveCount(1, UPLOADED);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');

  // The saved layer: the tall artwork at its print size (1800 × 3600 px), filling the case, bleed included.
  const editor = await page.request.get((await editorAsked).url());
  const start = decodeWith(EditorStartCodec)(((await editor.json()) as { data: unknown }).data)._unsafeUnwrap();
  const [layer] = start.project?.document.surfaces[0]?.layers ?? [];
  expect(layer).toMatchObject({ kind: 'photo', fit: 'fill', imageWidth: 1800, imageHeight: 3600 });
  const uploadId = layer?.kind === 'photo' ? layer.uploadId : '';

  // What was uploaded is the artwork itself, pixel for pixel at a small size, not a picture of a phone case.
  const artwork = await page.request.get(`/media/${designArtworkId(design.id, 'tall')}-480.png`);
  const uploaded = await page.request.get(`/images/uploads/${uploadId}-320.webp`);
  expect([artwork.status(), uploaded.status()]).toEqual([200, 200]);
  const [a, b] = await Promise.all([rawAt(await artwork.body(), 40, 80), rawAt(await uploaded.body(), 40, 80)]);
  const apart = a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;
  expect(apart).toBeLessThan(6);

  await page.getByRole('button', { name: 'Tus fotos anteriores' }).click();
  await expect(page.getByText('Aún no hay fotos anteriores en este navegador.')).toBeVisible();
});

test('the same first steps with the keyboard alone', async ({ page }) => {
  await page.goto('/create/101');
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar: Taza' })).toBeVisible();
  await expect(layers(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Añadir texto' })).toBeEnabled();

  // Asked for before the key presses: Playwright intercepts the chooser only once its subscription reaches the browser,
  // which on a busy machine can come after an Enter pressed at once, and the chooser then opens unseen.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'Añadir una foto' }));
  // Enter acts on keydown; Space waits for its keyup, which a busy browser has dropped before the chooser opened.
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(await aPhoto());
  await expect(layers(page).getByRole('button', { name: PHOTO_LAYER })).toBeVisible(UPLOADED);

  const bigger = page.getByRole('region', { name: 'Foto elegida' }).getByRole('button', { name: 'Más grande' });
  await tabTo(page, bigger);
  await enlargeUntil(page, () => page.keyboard.press('Enter'), BLURRY);
  await expect(page.getByRole('region', { name: 'Foto elegida' }).getByText(BLURRY)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Añadir texto' }));
  await page.keyboard.press('Enter');
  const text = page.getByRole('textbox', { name: 'Texto' });
  await tabTo(page, text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Hola');
  await expect(layers(page).getByRole('button', { name: /^Texto «Hola»/ })).toBeVisible();

  // Arrow keys move the selected layer; Shift moves it ten times as far, out of the safe area.
  await tabTo(page, page.getByRole('button', { name: 'Centrar' }));
  await expect(page.getByRole('region', { name: 'Texto elegido' }).getByText(OUTSIDE)).toHaveCount(0);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByRole('region', { name: 'Texto elegido' }).getByText(OUTSIDE)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByRole('region', { name: 'Texto elegido' }).getByText(OUTSIDE)).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(page.getByRole('region', { name: 'Texto elegido' }).getByText(OUTSIDE)).toBeVisible();
});

for (const path of ['/create/20000', '/create/abc']) {
  test(`${path} is 404 'Page Not Found'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Not Found');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  });
}
