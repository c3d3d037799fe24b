import { expect, test } from '@playwright/test';
import { consentBanner, rejectAllCookies } from './consent-answer.ts';

test('a visitor reading under /en keeps English on every link and on later pages', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('region', { name: 'Cookies and your privacy' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  const help = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help center' });
  await expect(help).toHaveAttribute('href', '/en/help-center');
  await help.click();
  await expect(page).toHaveURL(/\/en\/help-center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  // The choice is remembered: a page opened without the prefix stays in English.
  await page.goto('/offers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a client-side navigation fetches its page once and shows no raw text key while it loads', async ({ page }) => {
  await page.goto('/tags-list');
  await rejectAllCookies(page);
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_payload.json')) payloads.push(new URL(request.url()).pathname);
  });
  const headings: string[] = [];
  await page.exposeFunction('recordHeading', (text: string) => headings.push(text));
  // Every heading the page ever shows, as it shows it.
  await page.evaluate(() => {
    const record = (window as unknown as { recordHeading: (text: string) => void }).recordHeading;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) record(heading.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const tag = page.getByRole('main').getByRole('link').first();
  const tagPath = (await tag.getAttribute('href')) ?? '';
  await tag.hover();
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`${tagPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Diseños: / })).toBeVisible();
  expect(payloads).toEqual([`${tagPath}/_payload.json`]);
  expect(headings.filter((text) => text === 'title' || text === 'count')).toEqual([]);
  await expect(page).toHaveTitle(/^Diseños: /);
});

test('a badly encoded path shows the 400-style error screen with the shop around it', async ({ page }) => {
  const response = await page.goto('/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page).toHaveTitle('500 Error');
  await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido abrir esta página' })).toBeVisible();
  await expect(consentBanner(page)).toBeVisible();
  await rejectAllCookies(page);
  await expect(page.getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
});

test('the consent banner is the first stop of the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(consentBanner(page).getByRole('button', { name: 'Aceptar todas' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(consentBanner(page).getByRole('button', { name: 'Aceptar todas' })).toBeFocused();
});
