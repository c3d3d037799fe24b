import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

/** Serious and critical accessibility violations in the page's main content. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

test('a guest in WPX-ES buys with a pickup point and a card, then tracks the order', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // A line in the cart, from the design page.
  await page.goto('/');
  // The consent banner stays at the bottom of every page until answered.
  await rejectAllCookies(page);
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();

  // The cart, reloaded: it is the server's cart for this session.
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await page.reload();
  const quantity = page.getByRole('spinbutton').first();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: /^Uno más: / }).click();
  await expect(quantity).toHaveValue('2');
  expect(await seriousViolations(page), 'cart').toEqual([]);
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();

  // 1. Contact, as a private person.
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Particular' })).toBeChecked();
  const email = page.getByLabel('Correo electrónico');
  await email.fill('lucia@');
  await expect(email).toHaveAccessibleDescription('Escribe un correo electrónico válido.');
  await email.fill('lucia@example.com');
  expect(await seriousViolations(page), 'contact step').toEqual([]);
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('García');
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 2. Address in Madrid.
  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await page.getByLabel('Calle y número').fill('Calle Mayor 1');
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Ciudad').fill('Madrid');
  await expect(page.getByLabel('País')).toHaveValue('ES');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 3. A pickup point near 28001.
  await expect(page.getByRole('heading', { level: 2, name: 'Envío' })).toBeVisible();
  await page.getByRole('radio', { name: /Recogida en un punto de recogida/ }).check();
  const points = page.getByRole('group', { name: 'Punto de recogida' });
  await points.getByRole('radio').first().check();
  expect(await seriousViolations(page), 'shipment step').toEqual([]);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 4. Card, terms, and one order however often the button is pressed.
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await page.getByRole('radio', { name: 'Tarjeta' }).check();
  await page.getByRole('checkbox', { name: 'Acepto las condiciones generales de venta' }).check();
  expect(await seriousViolations(page), 'payment step').toEqual([]);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/shop-api/v1/orders')) {
      orders.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const place = page.getByRole('button', { name: 'Realizar pedido' });
  await place.dblclick();

  // The sandbox payment page, then back to the shop.
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();
  expect(orders.length).toBeGreaterThanOrEqual(1);
  expect(new Set(orders).size).toBe(1);
  const number = ((await page.getByText(/^Número de pedido: /).textContent()) ?? '').replace('Número de pedido: ', '');
  await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 20_000 });
  expect(await seriousViolations(page), 'order completed').toEqual([]);

  // Tracking by order number, postal code and country.
  await page.goto('/tracking');
  await page.getByLabel('Número de pedido').fill(number);
  await page.getByLabel('Código postal de entrega').fill('28001');
  await page.getByRole('button', { name: 'Seguir pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  const timeline = page.getByRole('list').filter({ has: page.locator('[aria-current="step"]') });
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page), 'tracking').toEqual([]);
  expect(consoleErrors, 'hydration mismatches and script errors').toEqual([]);
});
