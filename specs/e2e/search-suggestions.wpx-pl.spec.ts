import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility.ts';

test('in Polish, typing "kub" suggests the mugs and the keyboard opens their list', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Szukaj wzorów' });
  await search.fill('kub');
  const suggestions = page.getByRole('listbox', { name: 'Podpowiedzi' });
  await expect(suggestions.getByRole('option', { name: 'Kubki', exact: true })).toBeVisible();
  expect(await axeViolations(page), 'suggestions open').toEqual([]);
  await search.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: 'Kubki', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search.press('Enter');
  await expect(page).toHaveURL(/\/designs\/mug\/101$/);
});

test('in Polish, "poduszki" finds the cushions, the last row searching for every result', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Szukaj wzorów' });
  await search.fill('poduszki');
  const all = page.getByRole('option', { name: 'Zobacz wszystkie wyniki dla „poduszki”' });
  await expect(all).toBeVisible();
  await search.press('ArrowUp');
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=poduszki$/);
  await expect(page.locator('.design-grid').getByRole('link').first()).toBeVisible();
});
