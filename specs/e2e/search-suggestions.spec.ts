import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility.ts';

test('typing "taz" suggests the mugs; the keyboard picks them and opens their list', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Buscar diseños' });
  await search.fill('taz');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option', { name: 'Tazas', exact: true })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: 'Ver todos los resultados de «taz»' })).toBeVisible();
  await expect(page.getByText(/\d+ sugerencias?$/)).toBeAttached();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page), 'suggestions open').toEqual([]);

  await search.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: 'Tazas', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search.press('Enter');
  await expect(page).toHaveURL(/\/designs\/mug\/101$/);
});

test('Escape closes the suggestions; Enter without a choice searches, and "cojin" finds the cushions', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Buscar diseños' });
  await search.fill('cojin');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option', { name: 'Cojines', exact: true })).toBeVisible();
  await search.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=cojin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda para «cojin»' })).toBeVisible();
  await expect(page.locator('.design-grid').getByRole('link').first()).toBeVisible();
  expect(await axeViolations(page), 'search results').toEqual([]);
});
