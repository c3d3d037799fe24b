import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { runShopCommand, startShop } from './shop-process.ts';
import { SHOPS } from './shops.ts';
import { ANA, signIn } from './sign-in.ts';
import { clickMailLink, openOutbox } from './mail-outbox-links.ts';

const withTab = async <T>(browser: Browser, baseURL: string, use: (page: Page) => Promise<T>): Promise<T> => {
  const context = await browser.newContext({ baseURL });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
};

const subscribe = async (page: Page, email: string) => {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('checkbox', { name: /Acepto recibir la newsletter/ }).check();
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
};

/** The newest outbox mail to `email` whose link goes to `path`: its link, clicked. */
const followMailLink = async (page: Page, email: string, path: RegExp) => {
  await openOutbox(page);
  expect.soft(await axeViolations(page), 'mail outbox').toEqual([]);
  await clickMailLink(page, email, path);
};

test('subscribe, confirm from the outbox, unsubscribe from the mail’s link, subscribe again', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/newsletter');
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  expect.soft(await axeViolations(page), 'newsletter').toEqual([]);
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('Marca la casilla para aceptar recibir la newsletter.')).toBeVisible();
  await subscribe(page, email);
  expect.soft(await axeViolations(page), 'newsletter sent').toEqual([]);

  await followMailLink(page, email, /\/newsletter\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible();
  expect.soft(await axeViolations(page), 'newsletter confirmed').toEqual([]);

  await followMailLink(page, email, /\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Darse de baja de la newsletter' })).toBeVisible();
  expect.soft(await axeViolations(page), 'unsubscribe').toEqual([]);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
  expect.soft(await axeViolations(page), 'unsubscribed').toEqual([]);

  await page.getByRole('link', { name: 'Suscribirme de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await subscribe(page, email);

  // An old or forged confirmation link: the page says so and asks for the address again.
  await page.goto('/newsletter?token=expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ha caducado' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pide un enlace nuevo' })).toBeVisible();
  expect.soft(await axeViolations(page), 'newsletter link expired').toEqual([]);
});

test('the profile subscribes the account’s address with double opt-in, ends it, and opens the cookie preferences', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANA, '/accounts/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const preferences = page.getByRole('region', { name: 'Newsletter y cookies' });
  const box = preferences.getByRole('checkbox', { name: /^Recibir la newsletter de .* en ana@estampa\.example$/ });
  await expect(box).toBeEnabled();
  if (await box.isChecked()) await box.uncheck();
  await expect(preferences.getByRole('status')).toHaveText(/no recibes la newsletter/i);
  expect.soft(await axeViolations(page), 'profile preferences').toEqual([]);

  await box.check();
  await expect(preferences.getByRole('status')).toHaveText(/Te hemos enviado un correo para confirmar/);
  await followMailLink(page, 'ana@estampa.example', /\/newsletter\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible();
  await page.goto('/accounts/profile');
  await expect(box).toBeChecked();
  await expect(preferences.getByRole('status')).toHaveText(/^Recibes la newsletter/);

  await box.uncheck();
  await expect(preferences.getByRole('status')).toHaveText('Te diste de baja: no recibes la newsletter.');
  await page.reload();
  await expect(box).not.toBeChecked();

  await preferences.getByRole('button', { name: 'Preferencias de cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeVisible();
  expect.soft(await axeViolations(page), 'cookie preferences from the profile').toEqual([]);
});

test('a review of a delivered demo order with a photo waits for moderation, then shows on /reviews and its design page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A shop of its own (the review changes d0002's stars, which other specs read); the back office's command publishes
  // through its operator endpoint while it runs, and the shop shows the review at once.
  const text = `Colores vivos y buen papel ${Date.now()}`;
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
  const shop = await startShop(SHOPS.community);
  try {
    const before = await withTab(browser, shop.baseURL, async (page) => {
      // The delivered order's tracking page leads to its review form, which asks a visitor to sign in.
      await page.goto('/tracking/ESTDEMO0001?shipment_postal_code=28001&shipment_country=ES');
      await rejectAllCookies(page);
      expect.soft(await axeViolations(page), 'tracking of a delivered order').toEqual([]);
      await page.getByRole('link', { name: 'Escribir una opinión' }).click();
      await expect(page).toHaveURL(/\/reviews\?order=ESTDEMO0001$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Valora tu pedido ESTDEMO0001' })).toBeVisible();
      await page.goto('/login?redirect=%2Freviews%3Forder%3DESTDEMO0001');
      await page.getByLabel('Correo electrónico').fill(ANA.email);
      await page.getByLabel('Contraseña').fill(ANA.password);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
      await page.goto('/reviews?order=ESTDEMO0001');
      await expect(page.getByRole('heading', { level: 2, name: 'Valora tu pedido ESTDEMO0001' })).toBeVisible();
      expect.soft(await axeViolations(page), 'review form').toEqual([]);

      const line = page.locator('.review-line').first();
      await line.getByRole('radio', { name: '4 ★' }).check();
      await line.getByLabel('Tu opinión').fill(text);
      await line.getByLabel('Añade una foto (opcional)').setInputFiles({
        name: 'taza.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await expect(line.getByText('taza.jpg está adjunta.')).toBeVisible();
      await line.getByRole('button', { name: 'Enviar opinión' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'pendiente de moderación' })).toBeVisible();
      expect.soft(await axeViolations(page), 'review sent').toEqual([]);

      // Pending: not on the list yet.
      await page.goto('/reviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Opiniones de clientes' })).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
      const answer = await page.request.get('/shop-api/v1/reviews?design_id=d0002&ext_session_id=e2ecommunity000001');
      return ((await answer.json()) as { data: { summary: { total: number } } }).data.summary.total;
    });

    const pending = await runShopCommand(SHOPS.community, 'reviews', 'pending');
    const id = pending.find((line) => line.includes(text.slice(0, 20)))?.split(/\s+/)[0] ?? '';
    expect(id).not.toBe('');
    expect(await runShopCommand(SHOPS.community, 'reviews', 'publish', id)).toEqual([`Review ${id} published.`]);

    await withTab(browser, shop.baseURL, async (page) => {
      await page.goto('/reviews');
      await rejectAllCookies(page);
      const review = page.getByRole('listitem').filter({ hasText: text });
      await expect(review).toBeVisible();
      await expect(review.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
      await expect(review.getByRole('img', { name: 'Foto de Ana' })).toBeVisible();
      await expect(review.getByText(/^Ana · España · /)).toBeVisible();
      expect.soft(await axeViolations(page), 'reviews').toEqual([]);

      const answer = await page.request.get('/shop-api/v1/reviews?design_id=d0002&ext_session_id=e2ecommunity000001');
      const { summary } = ((await answer.json()) as { data: { summary: { total: number; average: number } } }).data;
      expect(summary.total).toBe(before + 1);
      await page.goto('/design/d/d0002');
      const section = page.getByRole('region', { name: 'Opiniones de este diseño' });
      await expect(section.getByText(text)).toBeVisible();
      await expect(section.getByText(`${summary.average.toLocaleString('es-ES')} de 5`)).toBeVisible();
      await expect(section.getByText(`${summary.total} opiniones`)).toBeVisible();
      expect.soft(await axeViolations(page), 'design page with its reviews').toEqual([]);
    });
  } finally {
    await shop.stop();
  }
});
