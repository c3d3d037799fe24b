import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility.ts';

// WPX-PL (playwright.config.ts runs this spec on a shop started with STORE=WPX-PL): Polish, whole złoty.
test('in Polish the cart says what shipping costs from in whole złoty, and the terms of sale are a page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Dodaj do koszyka' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Zobacz koszyk' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(totals.getByRole('definition').nth(1)).toHaveText(/^od \d+\szł$/);
  await expect(totals.getByText('Razem bez dostawy')).toBeVisible();
  expect(await axeViolations(page), 'cart').toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin sprzedaży' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin sprzedaży' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Odstąpienie od umowy' })).toBeVisible();
  expect(await axeViolations(page), 'terms').toEqual([]);
});
