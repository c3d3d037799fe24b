import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';

const editorOpens = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: /^Personalizar: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir texto' })).toBeEnabled();
};

/** The editor's address: an article of its own, and no catalogue design, project or cart line to start from. */
const blankEditor = (page: Page) => {
  const url = new URL(page.url());
  expect(url.pathname).toMatch(/^\/create\/\d+$/);
  expect(url.search).toBe('');
};

const layers = (page: Page) => page.getByRole('list', { name: 'Capas, la de arriba primero' });

test('a shopper starts a blank design from the home page, from the header and from an article’s list', async ({
  page,
}) => {
  await page.goto('/');
  await rejectAllCookies(page);
  const start = page.getByRole('region', { name: 'Crea con tu foto' });
  await expect(start.getByRole('link').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await start.getByRole('link', { name: /^Taza / }).click();
  await editorOpens(page);
  blankEditor(page);
  await expect(layers(page).getByRole('listitem')).toHaveCount(0);

  // The header's link lands on the same tiles from any page.
  await page.goto('/offers');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Crea con tu foto' })
    .click();
  await expect(page).toHaveURL(/\/#create-with-photo$/);
  await expect(page.getByRole('region', { name: 'Crea con tu foto' })).toBeInViewport();

  // An article's list of designs offers its blank editor too.
  await page.goto('/designs/tazas/101');
  await page.getByRole('link', { name: 'Empieza en blanco' }).click();
  await editorOpens(page);
  blankEditor(page);
});

test('a guest edits a personalised cart line: the same line takes the new design and preview', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/create/101');
  await rejectAllCookies(page);
  await editorOpens(page);
  await page.getByRole('button', { name: 'Añadir texto' }).click();
  await page.getByRole('textbox', { name: 'Texto' }).fill('Para Lucía');
  await page.getByRole('banner').getByRole('button', { name: 'Añadir a la cesta' }).click();
  const added = page.getByRole('banner').getByText(/^Tu .+ está en la cesta\. Ver la cesta$/);
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'Ver la cesta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  const lines = page.getByRole('list', { name: /^Artículos en tu cesta/ }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  const preview = page.getByRole('img', { name: /^Tu diseño en: / });
  const before = await preview.getAttribute('src');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^Editar el diseño de / }).click();

  await editorOpens(page);
  expect(new URL(page.url()).searchParams.get('line')).toMatch(/\S/);
  await expect(layers(page).getByRole('button', { name: /^Texto «Para Lucía»/ })).toBeVisible();
  await layers(page)
    .getByRole('button', { name: /^Texto «Para Lucía»/ })
    .click();
  await page.getByRole('textbox', { name: 'Texto' }).fill('Para Lucía y Pablo');
  await expect(layers(page).getByRole('button', { name: /^Texto «Para Lucía y Pablo»/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Actualizar la cesta' }).click();
  const updated = page.getByRole('banner').getByText(/^Tu .+ de la cesta tiene el diseño nuevo\. Ver la cesta$/);
  await expect(updated).toBeVisible();
  await updated.getByRole('link', { name: 'Ver la cesta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(preview).not.toHaveAttribute('src', before ?? '');
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
