import { expect, test } from '@playwright/test';

test('from the home page to a design, an article chosen and added to the cart', async ({ page }) => {
  await page.goto('/');
  const outlet = page.getByRole('region', { name: 'Outlet' });
  const card = outlet.getByRole('link').first();
  const cardName = (await card.locator('.design-card-name').textContent()) ?? '';
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();
  expect(page.url()).toMatch(/\/design\/[\w-]+\/[\w-]+$/);
  const choice = page.getByRole('group', { name: 'Elige dónde imprimirlo' });
  const radios = choice.getByRole('radio');
  // The design page's texts arrive with its namespace after client-side navigation.
  await expect(radios.first()).toBeChecked();
  expect(await radios.count()).toBeGreaterThan(1);

  // Choosing another article moves the price line to that article.
  const second = radios.nth(1);
  const secondName = (await choice.locator('label').nth(1).locator('.article-tile-name').textContent()) ?? '';
  await second.check();
  await expect(second).toBeChecked();
  await expect(page.getByText(`Precio en ${secondName}:`)).toBeVisible();
  // The delivery estimate comes from the shop's shipping rates: working days, with Spanish weekdays.
  await expect(
    page.getByText(/^Pídelo hoy y recíbelo entre el (lunes|martes|miércoles|jueves|viernes), /),
  ).toBeVisible();
  // A thumbnail brings its picture into view and is marked as the one shown.
  const thumbnail = page.getByRole('list', { name: 'Elige una imagen' }).getByRole('button').nth(2);
  await thumbnail.click();
  await expect(thumbnail).toHaveAttribute('aria-current', 'true');

  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/shop-api/v1/cart/lines'),
  );
  await add.click();
  expect((await posted).headers()['idempotency-key']).toMatch(/^[A-Za-z0-9]{32}$/);

  const status = page.getByRole('status');
  await expect(status).toContainText(`Hemos añadido ${secondName} con el diseño «${cardName}» a tu cesta.`);
  await expect(status.getByRole('link', { name: 'Ver la cesta' })).toHaveAttribute('href', '/cart');
});

test('an unknown design answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/design/no-such-design/unknown-id');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
