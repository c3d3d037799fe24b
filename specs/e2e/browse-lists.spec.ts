import { expect, test } from '@playwright/test';

test('a search from the not-found page, sorted by newest, page 2, opens a design', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/no-such-page');
  await page.getByRole('search').getByLabel('Buscar en la tienda').fill('estilo');
  await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/search\?query=estilo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda para «estilo»' })).toBeVisible();
  const results = page.locator('.design-grid').getByRole('link');
  await expect(results).toHaveCount(24);

  // The apply button is for browsers without JS: it goes once the page is hydrated, and a choice navigates at once.
  await expect(page.getByRole('button', { name: 'Aplicar' })).toHaveCount(0);
  const sorted = page.waitForResponse((response) => response.url().includes('/search/_payload.json'));
  await page.getByLabel('Ordenar por').selectOption({ label: 'Más nuevos' });
  expect((await sorted).status()).toBe(200);
  await expect(page).toHaveURL(/\/search\?query=estilo&sort=DATE_CREATION$/);
  await expect(page.getByLabel('Ordenar por')).toHaveValue('DATE_CREATION');

  const pages = page.getByRole('navigation', { name: 'Páginas' });
  await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/search\?query=estilo&sort=DATE_CREATION&page=2$/);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Anterior' })).toBeVisible();

  const card = results.first();
  const name = (await card.locator('.design-card-name').textContent()) ?? '';
  expect(name).not.toBe('');
  await card.click();
  await expect(page).toHaveURL(/\/design\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(consoleErrors, 'script errors').toEqual([]);
});

test('a search that finds nothing shows the no-results block and its text', async ({ page }) => {
  const response = await page.goto(`/search?query=${encodeURIComponent("%' OR 1=1 --")}`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: "Resultados de búsqueda para «%' OR 1=1 --»" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sin resultados' })).toBeVisible();
});
