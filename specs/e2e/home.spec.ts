import { expect, test } from '@playwright/test';

test('the home page arrives rendered by the server and becomes interactive', async ({ page, request }) => {
  const served = await request.get('/');
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('Diseños hechos para imprimir en lo que más te gusta');
  expect(html).toMatch(/<h2 id="collection-outlet">Outlet<\/h2>/);

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/');
  const outlet = page.getByRole('region', { name: 'Outlet' });
  await expect(outlet.getByRole('listitem')).toHaveCount(6);

  // The button is enabled by hydration, and then fetches through the browser's HTTP adapter.
  const showMore = outlet.getByRole('button', { name: 'Ver más: Outlet' });
  expect(html).toContain('<button type="button" disabled="">Ver más: Outlet</button>');
  await expect(showMore).toBeEnabled();
  const nextPage = page.waitForResponse((response) =>
    response.url().includes('/shop-api/v1/designs?collection=OUTLET'),
  );
  await showMore.click();
  expect((await nextPage).status()).toBe(200);
  await expect(outlet.getByRole('listitem')).toHaveCount(12);
  expect(consoleErrors, 'hydration mismatches and script errors').toEqual([]);
});

test('an unknown page answers 404 and says so with its path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('Página no encontrada: /no-such-page')).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found');
});
