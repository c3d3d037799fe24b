import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from a shopper address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

const layers = (page: Page) => page.getByRole('list', { name: 'Capas, la de arriba primero' });
const saved = (page: Page) =>
  expect(page.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');

/** Writes the words of the design's only text layer, and waits until the shop keeps them. */
const writeWords = async (page: Page, words: string) => {
  const text = page.getByRole('textbox', { name: 'Texto' });
  if ((await text.count()) === 0)
    await layers(page)
      .getByRole('button', { name: /^Texto «/ })
      .click();
  await text.fill(words);
  await expect(layers(page).getByRole('button', { name: new RegExp(`^Texto «${words}»`) })).toBeVisible();
  await saved(page);
};

const designs = (page: Page) => page.getByRole('list', { name: 'Diseños que has personalizado' });
const card = (page: Page, name: string) => designs(page).getByRole('listitem', { name, exact: true });
const names = (page: Page) => designs(page).getByRole('heading', { level: 3 }).allTextContents();

const sortBy = async (page: Page, label: string, sort: string) => {
  await page.getByLabel('Ordenar por').selectOption({ label });
  await page.getByRole('button', { name: 'Ordenar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/designs\\?sort=${sort}$`));
};

test('the demo customer finds a design under their designs, sorts, renames, duplicates, reopens, buys and deletes', async ({
  page,
}) => {
  // A long journey on a shared machine: sign-in, the editor twice, the account page and the cart.
  test.setTimeout(180_000);
  await signIn(page, ANA, '/create/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar: Taza' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir texto' }).click();
  await writeWords(page, 'Para la abuela');

  await page.goto('/accounts/designs');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus diseños guardados' })).toBeVisible();
  const first = card(page, 'Taza');
  await expect(first.getByRole('img', { name: 'Vista previa de Taza' })).toBeVisible();
  await expect
    .poll(() => first.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  await first.getByRole('button', { name: 'Cambiar nombre' }).click();
  await first.getByLabel('Nombre nuevo').fill('Taza de la abuela');
  await first.getByRole('button', { name: 'Guardar nombre' }).click();
  const original = card(page, 'Taza de la abuela');
  await expect(original).toBeVisible();

  await original.getByRole('button', { name: 'Duplicar' }).click();
  const copy = card(page, 'Taza de la abuela (2)');
  await expect(copy).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The original changes after its copy was made: the last change and the creation now sort them apart.
  await original.getByRole('link', { name: 'Abrir en el editor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personalizar: Taza' })).toBeVisible();
  await expect(layers(page).getByRole('button', { name: /^Texto «Para la abuela»/ })).toBeVisible();
  await writeWords(page, 'Para la abuela Ana');

  await page.goto('/accounts/designs');
  await expect(card(page, 'Taza de la abuela')).toBeVisible();
  expect(await names(page)).toEqual(['Taza de la abuela', 'Taza de la abuela (2)']);
  await sortBy(page, 'Creación', 'DATE_CREATION');
  await expect(card(page, 'Taza de la abuela')).toBeVisible();
  expect(await names(page)).toEqual(['Taza de la abuela (2)', 'Taza de la abuela']);

  await card(page, 'Taza de la abuela (2)').getByRole('button', { name: 'Añadir a la cesta' }).click();
  await expect(card(page, 'Taza de la abuela (2)').getByText('Añadido a la cesta.')).toBeVisible();
  await sortBy(page, 'Más usados', 'POPULARITY');
  await expect(card(page, 'Taza de la abuela')).toBeVisible();
  expect(await names(page)).toEqual(['Taza de la abuela (2)', 'Taza de la abuela']);
  await sortBy(page, 'Último cambio', 'DATE_LAST_MODIFICATION');
  await expect(card(page, 'Taza de la abuela')).toBeVisible();
  expect(await names(page)).toEqual(['Taza de la abuela', 'Taza de la abuela (2)']);

  // Deleting asks once more on the same button; the line in the cart keeps its own copy of the design.
  const doomed = card(page, 'Taza de la abuela (2)');
  await doomed.getByRole('button', { name: 'Eliminar' }).click();
  await doomed.getByRole('button', { name: 'Sí, eliminar Taza de la abuela (2)' }).click();
  await expect(doomed).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Taza de la abuela (2) eliminado' })).toBeAttached();
  expect(await names(page)).toEqual(['Taza de la abuela']);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Tu diseño en: / })).toBeVisible();
});

test('the demo customer finds the three catalogue designs she kept, each with its picture, article and date, and reopens one in the editor', async ({
  page,
}) => {
  await signIn(page, ANA, '/accounts/designs');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus diseños guardados' })).toBeVisible();
  const kept = page.getByRole('list', { name: 'Diseños del catálogo que guardaste' });
  await expect(kept.getByRole('listitem')).toHaveCount(3);
  for (const item of await kept.getByRole('listitem').all()) {
    await expect(item.getByRole('img')).toBeVisible();
    await expect(item.getByText(/ · guardado el /)).toBeVisible();
  }
  const first = kept.getByRole('listitem').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: 'Abrir en el editor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Personalizar: / })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('design')).toMatch(/^d\d+$/);
  expect(name.length).toBeGreaterThan(0);
});
