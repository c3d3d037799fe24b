import { expect, test } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

test('a slow client-side navigation shows the next page as a skeleton, still with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/help-center');
  await rejectAllCookies(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/offers/_payload.json*', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Ofertas' }).click();
  const skeleton = page.locator('main .page-skeleton[aria-busy="true"]');
  await expect(skeleton).toBeVisible();
  // The offers page is a listing: it is drawn as a grid of design cards.
  await expect(skeleton.locator('.design-card-skeleton').first()).toBeVisible();
  expect(
    await skeleton
      .locator('.skeleton')
      .first()
      .evaluate((node) => getComputedStyle(node).animationName),
  ).toBe('none');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect(page.locator('.page-skeleton')).toHaveCount(0);
});
