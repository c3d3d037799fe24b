import { mkdir } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { startShop } from './shop-process.ts';
import { SHOPS } from './shops.ts';

// A reset request per brand: this file's requests come from an address of their own, so no other file's limit is spent.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.161' } });

/** Where the screens of this spec go when SHOTS_DIR names a folder; nowhere otherwise. */
const SHOTS = process.env['SHOTS_DIR'];

/** A password reset mailed to `email`, then the outbox with that mail's text unfolded: its row. */
const findTheMailInTheOutbox = async (page: Page, email: string) => {
  const requested = await page.request.post('/api/auth/password-reset/request', { form: { email } });
  expect(requested.status()).toBe(200);
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const mail = page.getByRole('row').filter({ hasText: email }).first();
  await mail.getByText('Text part').click();
  await expect(mail.locator('pre')).toContainText('pero no existe ninguna.');
  expect.soft(await axeViolations(page), 'mail outbox').toEqual([]);
  return mail;
};

/** The mail's HTML part, opened from its row: as a mail client renders it, with no script allowed to run. */
const readItsHtmlPart = async (page: Page, mail: Locator) => {
  const opened = page.waitForResponse((response) => /\/dev\/outbox\/[^/]+$/.test(response.url()));
  await mail.getByRole('link', { name: /^HTML part/ }).click();
  expect((await opened).headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('pero no existe ninguna.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crea una o inicia sesión con un enlace por correo' })).toBeVisible();
};

const shootAtEachWidth = async (page: Page, name: string) => {
  if (SHOTS === undefined) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
};

const inTab = async (browser: Browser, baseURL: string, use: (page: Page) => Promise<void>) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.162' } });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
};

/** The outbox and the mail's HTML part, read and shot at each width in this shop's brand. */
const readTheOutbox = async (page: Page, email: string, brand: string) => {
  const mail = await findTheMailInTheOutbox(page, email);
  await shootAtEachWidth(page, `outbox-${brand}`);
  await readItsHtmlPart(page, mail);
  await shootAtEachWidth(page, `outbox-html-part-${brand}`);
};

test('the development outbox shows a mail’s text and links its HTML part, which opens sandboxed', async ({ page }) => {
  await readTheOutbox(page, `outbox-${Date.now()}@example.com`, 'wpx');
});

test('the Tintazul store’s outbox does the same, its mail in the Tintazul look', async ({ browser }) => {
  test.setTimeout(120_000);
  // The TZ-ES store is another instance of the shop, started for this test.
  const shop = await startShop(SHOPS.tzEs);
  try {
    await inTab(browser, shop.baseURL, (page) => readTheOutbox(page, `outbox-tz-${Date.now()}@example.com`, 'tz'));
  } finally {
    await shop.stop();
  }
});
