import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.47' } });

/** WPX-ES's name in the demo data, which every other spec expects. */
const DEMO_NAME = 'Estampa';

const rename = async (page: Page, name: string) => {
  await page.getByLabel('Nombre de la marca').fill(name);
  await page.getByRole('button', { name: 'Guardar la configuración' }).click();
  // The saved config reloads the page with its log, the new change on top.
  const newest = page.getByRole('region', { name: 'Historial de cambios' }).getByRole('row').nth(1);
  await expect(newest).toContainText(`→ ${name}`);
  return newest;
};

test('the administrator renames WPX-ES and the storefront shows the new name at once, the change logged', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN, '/accounts/config?store=WPX-ES');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de la tienda' })).toBeVisible();
  await expect(page.getByLabel('Tienda', { exact: true })).toHaveValue('WPX-ES');
  expect(await axeViolations(page)).toEqual([]);

  // A run that stopped halfway may have left another name: the change is logged from whatever is there.
  const before = await page.getByLabel('Nombre de la marca').inputValue();
  const renamed = before === 'Estampa Taller' ? 'Estampa Estudio' : 'Estampa Taller';
  const shopper = await browser.newPage();
  try {
    const newest = await rename(page, renamed);
    await expect(newest).toContainText(`${before} → ${renamed}`);
    await expect(newest).toContainText(ADMIN.email);
    expect(await axeViolations(page)).toEqual([]);

    await shopper.goto('/');
    await expect(shopper).toHaveTitle(new RegExp(renamed));
    await expect(shopper.getByRole('banner').getByText(renamed, { exact: true })).toBeVisible();
  } finally {
    await rename(page, DEMO_NAME);
    await shopper.close();
  }
});

const saveDecimals = async (page: Page, withDecimals: boolean) => {
  const box = page.getByRole('checkbox', { name: 'Precios con decimales' });
  await box.setChecked(withDecimals);
  await page.getByRole('button', { name: 'Guardar la configuración' }).click();
  await expect(page.getByRole('region', { name: 'Historial de cambios' }).getByRole('row').nth(1)).toContainText(
    `→ ${withDecimals ? 'sí' : 'no'}`,
  );
};

test('the administrator turns decimals off for WPX-ES and the next cart shows whole euros, then on again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const shopper = await browser.newPage();
  try {
    await shopper.goto('/');
    await rejectAllCookies(shopper);
    await shopper.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
    await shopper.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await expect(shopper.getByRole('status').getByRole('link', { name: 'Ver la cesta' })).toBeVisible();
    await shopper.goto('/cart');
    const total = shopper.getByRole('region', { name: 'Resumen' }).getByRole('definition').last();
    // The demo's euro prices end in .95: shown with their cents while the store has decimals.
    await expect(total).toHaveText(/^\d+,95\s€$/);
    const cents = Number((await total.textContent())?.replace(/\D/g, ''));

    await signIn(page, ADMIN, '/accounts/config?store=WPX-ES');
    await saveDecimals(page, false);
    await shopper.reload();
    await expect(total).toHaveText(new RegExp(`^${Math.ceil(cents / 100)}\\s€$`));
  } finally {
    await saveDecimals(page, true);
    await shopper.close();
  }
});

test('the administrator is told what is wrong with a field, and nothing is saved', async ({ page }) => {
  await signIn(page, ADMIN, '/accounts/config?store=TZ-ES');
  await page.getByLabel('ID de medición de Google Analytics').fill('UA-1234');
  await page.getByRole('button', { name: 'Guardar la configuración' }).click();
  await expect(page.getByText('Este valor no es válido.')).toBeVisible();
  await expect(page.getByLabel('ID de medición de Google Analytics')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('the demo customer gets the 404 page and the API its 404 envelope', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders');
  const response = await page.goto('/accounts/config?store=WPX-ES');
  expect(response?.status()).toBe(404);
  const api = await page.request.get(
    '/shop-api/v1/back-office/config?store=WPX-ES&ext_session_id=SpecSession00000000000000000009',
  );
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, error: { code: 4004, message: 'Not found' } });
});
