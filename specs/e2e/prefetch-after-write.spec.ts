import { expect, test } from '@playwright/test';

test('a cart page opened ahead by hovering the header is not shown after adding: the cart holds what was added', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();

  // Resting the pointer on the header's cart link opens the cart page ahead of a click, while it is still empty.
  const prefetched = page.waitForRequest((request) => request.url().includes('/cart/_payload.json'));
  await page.getByRole('banner').getByRole('link', { name: /Cesta/ }).hover();
  await prefetched;

  await add.click();
  const status = page.getByRole('status');
  await expect(status).toContainText('a tu cesta');
  await status.getByRole('link', { name: 'Ver la cesta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await expect(page.getByText('Tu cesta está vacía')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Quitar|Eliminar/ }).first()).toBeVisible();
});
