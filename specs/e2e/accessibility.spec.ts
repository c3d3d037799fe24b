import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';
import { runShopCommand, startShop } from './shop-process.ts';
import { baseUrlOf, SHOPS } from './shops.ts';
import { consentBanner, rejectAllCookies } from './consent-answer.ts';

// Every page of the storefront, whole page (header, footer, consent banner), in both brands' themes:
// zero axe violations of any impact, colour contrast included, each page reported by name so one run shows them all.

// Each test is a shopper of its own (the Tintazul one on a shop of its own): with more than one worker, the file's long
// tests spread over them.
test.describe.configure({ mode: 'parallel' });

/** A tab of its own on another shop, closed (with its connections) once `use` is done. */
const withTab = async <T>(browser: Browser, baseURL: string, use: (page: Page) => Promise<T>): Promise<T> => {
  const context = await browser.newContext({ baseURL });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
};

/** Opens a page, waits for its heading and hydration, and records its violations under its name. */
const checkPage = async (page: Page, name: string, url: string, heading: string | RegExp) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect.soft(await axeViolations(page), name).toEqual([]);
};

test('the browsing, account and help pages, with the consent banner shown first and answered after', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  expect.soft(await axeViolations(page), 'home with the consent banner').toEqual([]);
  await consentBanner(page).getByRole('button', { name: 'Preferencias' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferencias de cookies' })).toBeVisible();
  expect.soft(await axeViolations(page), 'consent preferences dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await rejectAllCookies(page);
  expect.soft(await axeViolations(page), 'home').toEqual([]);

  const design = page.getByRole('region', { name: 'Outlet' }).getByRole('link').first();
  const designUrl = (await design.getAttribute('href')) ?? '';
  const designName = (await design.locator('.design-card-name').textContent()) ?? '';

  await checkPage(page, 'landing (designs of a tag)', '/mothers-day', /./);
  await checkPage(page, 'landing (articles)', '/photo-gifts', /./);
  await checkPage(page, 'offers', '/offers', /./);
  await checkPage(page, 'search', '/search?query=estilo', 'Resultados de búsqueda para «estilo»');
  await checkPage(page, 'search without results', '/search?query=zzzz', 'Resultados de búsqueda para «zzzz»');
  await checkPage(page, 'tag', '/t/animals', /./);
  await checkPage(page, 'tags list', '/tags-list', /./);
  await checkPage(page, 'about us', '/about-us', /./);
  await checkPage(page, 'design', designUrl, designName);
  await checkPage(page, 'designs on one article', '/designs/taza/101', /./);
  await checkPage(page, 'empty cart', '/cart', 'Tu cesta');
  await checkPage(page, 'tracking lookup', '/tracking', /./);
  await checkPage(page, 'tracking of an unknown order', '/tracking/ES-NOPE?shipment_postal_code=28001', /./);
  await checkPage(page, 'login', '/login', 'Iniciar sesión');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('aria-invalid', 'true');
  expect.soft(await axeViolations(page), 'login with field errors').toEqual([]);
  await checkPage(page, 'password reset request', '/login/password-reset', 'Restablece tu contraseña');
  await checkPage(page, 'password reset', '/login/password-reset?token=abc', 'Elige una contraseña nueva');
  await checkPage(page, 'help center', '/help-center', 'Centro de ayuda');
  await checkPage(page, 'help center category', '/help-center/category/3', /./);
  await checkPage(page, 'help center topic', '/help-center/topic/90', /./);
  await checkPage(page, 'contact', '/contact', /./);
  await checkPage(page, 'not found', '/no-such-page', 'Página no encontrada');
});

test('the cart with a line, every checkout step, the order completed and its tracking', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await rejectAllCookies(page);
  await putADesignInTheCart(page);
  expect.soft(await axeViolations(page), 'cart with a line').toEqual([]);
  await checkOutAsGuest(page, 'Tarjeta', async (step) => {
    expect.soft(await axeViolations(page), `checkout step ${step}`).toEqual([]);
  });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const number = await orderNumberOn(page);
  await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 20_000 });
  expect.soft(await axeViolations(page), 'order completed').toEqual([]);
  await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  expect.soft(await axeViolations(page), 'tracking of the order').toEqual([]);
});

test('the refund data page of an order paid by transfer and then cancelled', async ({ browser }) => {
  test.setTimeout(240_000);
  const shop = baseUrlOf(SHOPS.wpxEs);
  const number = await withTab(browser, shop, async (page) => {
    await page.goto('/');
    await rejectAllCookies(page);
    await putADesignInTheCart(page);
    await checkOutAsGuest(page, 'Transferencia bancaria', async () => undefined);
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible();
    expect.soft(await axeViolations(page), 'payment instructions').toEqual([]);
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    return orderNumberOn(page);
  });

  // The back office's commands, sent to the running shop through its operator endpoint.
  await runShopCommand(SHOPS.wpxEs, 'payments', 'confirm', number);
  await runShopCommand(SHOPS.wpxEs, 'orders', 'cancel', number);

  await withTab(browser, shop, async (page) => {
    await page.goto(`/tracking/${number}?shipment_postal_code=28001&shipment_country=ES`);
    await page.getByRole('link', { name: 'Indícanos tus datos bancarios para el reembolso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datos bancarios para tu reembolso' })).toBeVisible();
    await page.getByLabel('IBAN').fill('ES00 1234');
    await page.getByLabel('Titular de la cuenta').focus();
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect.soft(await axeViolations(page), 'refund data with a field error').toEqual([]);
    await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByLabel('Titular de la cuenta').fill('Lucía García');
    await page.getByRole('button', { name: 'Enviar datos bancarios' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Gracias. Ya tenemos tus datos bancarios y te enviaremos el reembolso.',
    );
    expect.soft(await axeViolations(page), 'refund data sent').toEqual([]);
  });
});

test('the Tintazul theme on the same pages: home, lists, design, cart, every checkout step, order and help', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The TZ-ES store is another instance of the shop, which only this test needs.
  const shop = await startShop(SHOPS.tzEs);
  try {
    await withTab(browser, shop.baseURL, async (page) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-brand', 'tintazul');
      await expect(consentBanner(page)).toBeVisible();
      expect.soft(await axeViolations(page), 'home with the consent banner').toEqual([]);
      await rejectAllCookies(page);
      expect.soft(await axeViolations(page), 'home').toEqual([]);
      await checkPage(page, 'designs on one article', '/designs/taza/101', /./);
      await checkPage(page, 'search', '/search?query=estilo', 'Resultados de búsqueda para «estilo»');
      await checkPage(page, 'tags list', '/tags-list', /./);
      await checkPage(page, 'help center', '/help-center', 'Centro de ayuda');
      await checkPage(page, 'login', '/login', 'Iniciar sesión');
      await checkPage(page, 'not found', '/no-such-page', 'Página no encontrada');
      await putADesignInTheCart(page);
      expect.soft(await axeViolations(page), 'cart with a line').toEqual([]);
      // The header counts the line at once, and its mini-cart shows it.
      const cart = page.getByRole('banner').getByRole('link', { name: /Cesta/ });
      await expect(cart).toHaveAccessibleName(/^Cesta ?Artículos en la cesta: 1$/);
      await cart.click();
      await expect(page.getByRole('dialog', { name: 'Tu cesta' })).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Tramitar pedido' })).toBeVisible();
      expect.soft(await axeViolations(page), 'mini-cart').toEqual([]);
      await page.keyboard.press('Escape');
      await checkOutAsGuest(page, 'Tarjeta', async (step) => {
        expect.soft(await axeViolations(page), `checkout step ${step}`).toEqual([]);
      });
      await page.getByRole('button', { name: 'Approve payment' }).click();
      const number = await orderNumberOn(page);
      await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 20_000 });
      expect.soft(await axeViolations(page), 'order completed').toEqual([]);
      await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
      expect.soft(await axeViolations(page), 'tracking of the order').toEqual([]);
    });
  } finally {
    await shop.stop();
  }
});

// At 320 px (the spec's smallest breakpoint) no page may scroll sideways.
const NARROW_PAGES = [
  { name: 'home', url: '/' },
  { name: 'search', url: '/search?query=estilo' },
  { name: 'designs on one article', url: '/designs/taza/101' },
  { name: 'help center topic', url: '/help-center/topic/90' },
  { name: 'login', url: '/login' },
  { name: 'not found', url: '/no-such-page' },
];

test('at 320 px wide nothing overflows sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = async (name: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${name} is ${width}px wide`).toBeLessThanOrEqual(320);
  };
  await page.goto('/');
  await overflow('home with the consent banner');
  await rejectAllCookies(page);
  for (const { name, url } of NARROW_PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await overflow(name);
  }
  await page.goto('/');
  const design = page.getByRole('region', { name: 'Outlet' }).getByRole('link').first();
  await page.goto((await design.getAttribute('href')) ?? '');
  await expect(page.getByRole('button', { name: 'Añadir a la cesta' })).toBeEnabled();
  await overflow('design');
  await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
  await page.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await overflow('cart with a line');
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  await overflow('checkout contact step');
});
