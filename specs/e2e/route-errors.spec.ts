import { expect, test, type Page } from '@playwright/test';

/**
 * The 404 screen of spec 2, found by role: title, localised message, home button, contact link, search and
 * suggestions; the route table's English text is for the log, not the shopper.
 */
const expectNotFoundScreen = async (page: Page, detail: string) => {
  await expect(page).toHaveTitle('404 Not Found');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(main.getByText('No hemos encontrado esta página.')).toBeVisible();
  await expect(main.getByText(detail, { exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Contacta con nosotros' })).toHaveAttribute('href', '/contact');
  const search = main.getByRole('search');
  await expect(search.getByRole('searchbox', { name: 'Buscar en la tienda' })).toBeVisible();
  await expect(search.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Quizás buscabas' })).toBeVisible();
};

// A route whose validation fails: fatal 404 'Page Not Found: {path}' (the path without its query).
const VALIDATION_FAILURES = [
  { url: '/search', path: '/search', why: 'a search without a query' },
  { url: '/search?query=', path: '/search', why: 'a search with an empty query' },
  { url: '/search?query=%20%20%20', path: '/search', why: 'a search with a blank query' },
  { url: '/designs/x/abc', path: '/designs/x/abc', why: 'a list by article whose id is not all digits' },
  { url: '/help-center/topic/abc', path: '/help-center/topic/abc', why: 'a topic id neither digits nor key_digits' },
  { url: '/help-center/category/1a', path: '/help-center/category/1a', why: 'a category id not all digits' },
  { url: '/create/20000', path: '/create/20000', why: 'a create route for article 20000 (ids stay below it)' },
];

for (const { url, path, why } of VALIDATION_FAILURES) {
  test(`${why} answers 404 'Page Not Found: ${path}'`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expectNotFoundScreen(page, `Page Not Found: ${path}`);
  });
}

test("an unmatched path answers 404 'Page not found' and names the path", async ({ page }) => {
  const response = await page.goto('/a/b/c/d');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page, 'Page not found');
  await expect(page.getByRole('main').getByText('Página no encontrada: /a/b/c/d')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test("a locale prefix the route does not allow answers 404 'Page Not Found'", async ({ page, request }) => {
  // The administrator pages allow only es and en (docs/decisions/routing.md): /en/ goes on to the sign-in guard.
  const allowed = await request.get('/en/accounts/config', { maxRedirects: 0 });
  expect(allowed.status()).toBe(302);
  expect(allowed.headers()['location']).toMatch(/^\/en\/login\?redirect=/);

  const response = await page.goto('/pl/accounts/config');
  expect(response?.status()).toBe(404);
  // The error page speaks the language of its path, and its links keep it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(main.getByText('Nie znaleźliśmy tej strony.')).toBeVisible();
  await expect(main.getByText('Page Not Found', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Powrót do strony głównej' })).toHaveAttribute('href', '/pl');
});

test('a category number too large for any category is not found, not a server fault', async ({ page }) => {
  const response = await page.goto('/help-center/category/99999999999999999999');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page, 'Page not found');
});

test('the search block of the 404 screen searches the shop', async ({ page }) => {
  await page.goto('/designs/x/abc');
  const search = page.getByRole('main').getByRole('search');
  await search.getByRole('searchbox', { name: 'Buscar en la tienda' }).fill('zorro');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/search\?query=zorro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda para «zorro»' })).toBeVisible();
});

test('a crawler gets the 404 status without the error screen', async ({ request }) => {
  const response = await request.get('/a/b/c/d', { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Volver al inicio');
});

// The 500-style screen needs a real server fault; none can be provoked from outside without breaking the shop,
// so it is proved by specs/ui/error-screen.spec.tsx.
