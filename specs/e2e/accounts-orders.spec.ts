import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { axeViolations } from './accessibility.ts';
import { ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from a shopper address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.16' } });

const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'Mi cuenta' });

test('the demo customer sees the summary of their account', async ({ page }) => {
  await signIn(page, ANA, '/accounts/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Últimos pedidos' });
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  await expect(latest.getByRole('link', { name: 'Pedido ES-DEMO0005' })).toBeVisible();
  await expect(latest.getByText('Pendiente de pago')).toBeVisible();
  await expect(latest.getByText('Enviado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consultas abiertas' })).toBeVisible();
  const sections = accountNavigation(page).getByRole('link');
  await expect(sections).toHaveText(['Resumen', 'Mis pedidos', 'Diseños guardados', 'Soporte', 'Perfil']);
  await expect(accountNavigation(page).getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');
});

test('the customer filters their orders by date, opens one and downloads its invoice', async ({ page }) => {
  await signIn(page, ANA, '/accounts/home');
  await accountNavigation(page).getByRole('link', { name: 'Mis pedidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pedido ES-DEMO/ })).toHaveCount(5);

  await page.getByLabel('Pedidos realizados').selectOption({ label: 'El año pasado' });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/date_filter=last_year$/);
  await expect(page.getByRole('link', { name: /^Pedido ES-DEMO/ })).toHaveText(['Pedido ES-DEMO0004']);

  await page.getByLabel('Pedidos realizados').selectOption({ label: 'Últimos 30 días' });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page.getByRole('link', { name: /^Pedido ES-DEMO/ })).toHaveText([
    'Pedido ES-DEMO0005',
    'Pedido ES-DEMO0001',
  ]);

  await page.getByLabel('Pedidos realizados').selectOption({ label: 'Todas las fechas' });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await page.getByRole('link', { name: 'Pedido ES-DEMO0002' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido ES-DEMO0002' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Envío', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Valora lo que has recibido' })).toHaveAttribute(
    'href',
    '/reviews?order=ES-DEMO0002',
  );
  const total = (await page.locator('dd.order-total').textContent()) ?? '';

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar la factura (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^WPX-ES-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain('ES-DEMO0002');
  expect(text.replace(/\s/g, ' ')).toContain(total.replace(/\s/g, ' ').trim());
});

test('the customer orders the same again and is told which prices changed', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders/ES-DEMO0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido ES-DEMO0001' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Punto de recogida' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir todo a la cesta' }).click();
  const reorder = page.getByRole('region', { name: 'Volver a pedir' });
  await expect(reorder.getByText('2 artículos están en tu cesta.')).toBeVisible();
  await expect(reorder.getByText('Estos precios han cambiado desde tu pedido:')).toBeVisible();
  await reorder.getByRole('link', { name: 'Ir a la cesta' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a declined payment can be paid again from the order', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders/ES-DEMO0005');
  await expect(page.getByText('Tu pago no se ha completado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a intentar el pago' })).toBeVisible();
  await expect(page.getByText('La factura estará lista cuando el pedido esté pagado.')).toBeVisible();
});

test('a bank transfer still awaited says how it is matched, with no new try offered', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders/ES-DEMO0003');
  await expect(page.getByText('Estamos esperando la confirmación de tu pago.')).toBeVisible();
  await expect(
    page.getByText(
      'Confirmaremos tu pago cuando llegue tu transferencia. Indica el número de pedido ES-DEMO0003 como concepto.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a intentar el pago' })).toHaveCount(0);
});

for (const width of [320, 1280])
  test(`the accounts pages have no accessibility violations at ${String(width)} px`, async ({ page }) => {
    // Four pages, each checked whole by axe: slower than one page's default allowance on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ANA, '/accounts/home');
    for (const path of [
      '/accounts/home',
      '/accounts/orders',
      '/accounts/orders/ES-DEMO0001',
      '/accounts/orders/ES-DEMO0005',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, path).toBeLessThanOrEqual(width);
    }
  });
