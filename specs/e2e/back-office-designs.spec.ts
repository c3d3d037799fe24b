import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.71' } });

/** A demo design with a published Spanish review, the newest one /reviews lists first. */
const FOX = {
  id: 'd0001',
  name: 'Zorro en acuarela',
  storefront: '/design/watercolour-fox/d0001',
  review: 'Regalo perfecto',
};
const DESK = '/accounts/designs/admin';
const NOT_FOUND = { success: false, error: { code: 4004, message: 'Not found' } };

const expectNotFoundScreen = async (page: Page) => {
  await expect(page).toHaveTitle('404 Not Found');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
};

/** Whether the sitemap lists the design's storefront page. */
const inSitemap = async (page: Page) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  return (await sitemap.text()).includes(`${FOX.storefront}</loc>`);
};

/** Puts the design back as the demo data has it: its Spanish name, published, its review published. */
const restore = async (page: Page) => {
  await page.goto(`${DESK}/${FOX.id}`);
  const status = page.getByRole('region', { name: 'Publicación' }).getByRole('status');
  const name = page.getByLabel('Nombre en español');
  if ((await name.inputValue()) !== FOX.name) {
    await name.fill(FOX.name);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(status).toHaveText('Cambios guardados.');
  }
  const publish = page.getByRole('button', { name: 'Publicar en la tienda' });
  if ((await publish.count()) > 0) {
    await publish.click();
    await expect(status).toHaveText('El diseño está publicado.');
  }
  const publishReview = page.getByRole('button', { name: `Publicar la opinión «${FOX.review}»` });
  if ((await publishReview.count()) > 0) {
    await publishReview.click();
    await expect(status).toHaveText('La opinión está publicada.');
  }
};

test('the administrator finds a design, renames it in Spanish, withdraws and republishes it and moderates its review', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const shoppers = await browser.newContext();
  const shopper = await shoppers.newPage();
  await signIn(page, ADMIN, DESK);
  try {
    const backOffice = page.getByRole('list', { name: 'Back office' });
    await expect(backOffice.getByRole('link', { name: 'Gestión de diseños' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Mesa de diseños' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const filters = page.getByRole('search');
    await filters.getByLabel('Nombre, slug o id').fill('zorro');
    await filters.getByLabel('Colección').selectOption({ label: 'Infantil' });
    await filters.getByLabel('Publicado').selectOption({ label: 'Publicados' });
    await filters.getByLabel('Ordenar por').selectOption({ label: 'Más populares' });
    await filters.getByRole('button', { name: 'Buscar diseños' }).click();
    await expect(page).toHaveURL(
      /\/accounts\/designs\/admin\?search=zorro&collection=INFANTIL&published=true&sort=POPULARITY$/,
    );
    const table = page.getByRole('table', { name: 'Diseños' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: FOX.name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Publicado');
    await expect(row).toContainText('Infantil');
    expect(await axeViolations(page)).toEqual([]);

    // Withdrawn designs only: the fox is not among them.
    await filters.getByLabel('Publicado').selectOption({ label: 'Retirados' });
    await filters.getByRole('button', { name: 'Buscar diseños' }).click();
    await expect(page).toHaveURL(/published=false/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Ningún diseño coincide con estos filtros.' }),
    ).toBeVisible();
    await filters.getByLabel('Publicado').selectOption({ label: 'Publicados' });
    await filters.getByRole('button', { name: 'Buscar diseños' }).click();
    await row.getByRole('link', { name: FOX.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${DESK}/${FOX.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Diseño ${FOX.name}` })).toBeVisible();
    // One design's page is still the designs desk's section.
    await expect(backOffice.getByRole('link', { name: 'Gestión de diseños' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);
    const publishing = page.getByRole('region', { name: 'Publicación' });
    const outcome = publishing.getByRole('status');

    // Renamed in Spanish: the storefront page of the design shows the new name.
    const renamed = `${FOX.name} de otoño`;
    await page.getByLabel('Nombre en español').fill(renamed);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(outcome).toHaveText('Cambios guardados.');
    await expect(page.getByRole('heading', { level: 1, name: `Diseño ${renamed}` })).toBeVisible();
    const history = page.getByRole('region', { name: 'Cambios' });
    await expect(history.getByRole('listitem').first()).toContainText(/^Editado: /);
    await shopper.goto(FOX.storefront);
    await rejectAllCookies(shopper);
    await expect(shopper.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Withdrawn: a 404 for shoppers, and out of the sitemap.
    await publishing.getByRole('button', { name: 'Retirar de la tienda' }).click();
    await expect(outcome).toHaveText('El diseño está retirado.');
    await expect(publishing.getByRole('button', { name: 'Publicar en la tienda' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const withdrawn = await shopper.goto(FOX.storefront);
    expect(withdrawn?.status()).toBe(404);
    await expectNotFoundScreen(shopper);
    expect(await inSitemap(shopper)).toBe(false);

    // Published again: the page and its sitemap entry are back.
    await publishing.getByRole('button', { name: 'Publicar en la tienda' }).click();
    await expect(outcome).toHaveText('El diseño está publicado.');
    const back = await shopper.goto(FOX.storefront);
    expect(back?.status()).toBe(200);
    await expect(shopper.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    expect(await inSitemap(shopper)).toBe(true);

    // The review hidden: gone from /reviews; published again: back.
    const reviews = page.getByRole('region', { name: 'Opiniones' });
    const review = reviews.getByRole('listitem').filter({ hasText: FOX.review });
    await expect(review).toContainText('Publicada');
    await shopper.goto('/reviews');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Opiniones de clientes' })).toBeVisible();
    await expect(shopper.getByText(FOX.review, { exact: true })).toBeVisible();
    await review.getByRole('button', { name: `Ocultar la opinión «${FOX.review}»` }).click();
    await expect(outcome).toHaveText('La opinión está oculta.');
    await expect(review).toContainText('Oculta');
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Opiniones de clientes' })).toBeVisible();
    await expect(shopper.getByText(FOX.review, { exact: true })).toHaveCount(0);
    await review.getByRole('button', { name: `Publicar la opinión «${FOX.review}»` }).click();
    await expect(outcome).toHaveText('La opinión está publicada.');
    await shopper.reload();
    await expect(shopper.getByText(FOX.review, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await restore(page);
    await shoppers.close();
  }
  await expect(page.getByRole('heading', { level: 1, name: `Diseño ${FOX.name}` })).toBeVisible();
});

test('the demo customer finds no designs desk: the pages are 404 screens and the API answers the 404 envelope', async ({
  page,
}) => {
  await signIn(page, ANA, '/accounts/orders');
  for (const path of [DESK, `${DESK}/${FOX.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expectNotFoundScreen(page);
  }
  const session = 'ext_session_id=SpecSession00000000000000000009';
  for (const path of ['/back-office/designs', `/back-office/designs/${FOX.id}`]) {
    const api = await page.request.get(`/shop-api/v1${path}?${session}`);
    expect(api.status(), path).toBe(404);
    expect(await api.json()).toEqual(NOT_FOUND);
  }
  const writes: [string, string][] = [
    [`/back-office/designs/${FOX.id}`, `name_es=Robado&collection=OUTLET&tags=&articles=101&${session}`],
    [`/back-office/designs/${FOX.id}/published`, `published=false&${session}`],
    [`/back-office/designs/${FOX.id}/reviews/demo-review-001`, `status=hidden&${session}`],
  ];
  for (const [n, [path, body]] of writes.entries()) {
    const api = await page.request.post(`/shop-api/v1${path}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `desk-refusal-key-000${n}` },
      data: body,
    });
    expect(api.status(), path).toBe(404);
    expect(await api.json()).toEqual(NOT_FOUND);
  }
  // Nothing changed: the design is still on the storefront under its name.
  await page.goto(FOX.storefront);
  await expect(page.getByRole('heading', { level: 1, name: FOX.name })).toBeVisible();
});
