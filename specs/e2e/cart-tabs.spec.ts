import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

/** Marks the page, so that a later check can tell it was never reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillMarked = (page: Page) => page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded === true);

test('the cart is shared live between two tabs of one browser', async ({ context }) => {
  test.setTimeout(90_000);
  // Tab B first, so that both tabs share the session cookie it gets.
  const tabB = await context.newPage();
  await tabB.goto('/cart');
  await rejectAllCookies(tabB);
  await expect(tabB.getByRole('heading', { name: 'Tu cesta está vacía' })).toBeVisible();
  await mark(tabB);

  // Tab A adds a line from a design page.
  const tabA = await context.newPage();
  await tabA.goto('/');
  await tabA.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = tabA.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(tabA.getByRole('status')).toContainText('a tu cesta');

  // Tab B's open cart page shows it without a reload.
  const quantityB = tabB.getByRole('spinbutton').first();
  await expect(quantityB).toHaveValue('1');
  expect(await stillMarked(tabB)).toBe(true);

  // Tab A opens its cart; tab B changes the quantity; tab A shows the new quantity, again without a reload.
  await tabA.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();
  const quantityA = tabA.getByRole('spinbutton').first();
  await expect(quantityA).toHaveValue('1');
  const totalA = tabA.locator('.cart-total');
  const totalBefore = (await totalA.textContent()) ?? '';
  await mark(tabA);
  await tabB.getByRole('button', { name: /^Uno más: / }).click();
  await expect(quantityB).toHaveValue('2');
  await expect(quantityA).toHaveValue('2');
  await expect(totalA).not.toHaveText(totalBefore);
  await expect(tabA.locator('.cart-page')).toHaveAttribute('aria-busy', 'false');
  expect(await stillMarked(tabA)).toBe(true);

  // Removing the line in tab A empties tab B's cart.
  await tabA.getByRole('button', { name: /^Eliminar / }).click();
  await expect(tabB.getByRole('heading', { name: 'Tu cesta está vacía' })).toBeVisible();
  expect(await stillMarked(tabB)).toBe(true);
});
