import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

/** A guest in WPX-ES with one line in the cart, through the checkout to the card payment on the sandbox page. */
const checkoutWithCard = async (page: Page) => {
  await page.goto('/');
  await rejectAllCookies(page);
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('marta@example.com');
  await page.getByLabel('Nombre', { exact: true }).fill('Marta');
  await page.getByLabel('Apellidos').fill('López');
  await page.getByLabel('Teléfono').fill('612345679');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await page.getByLabel('Calle y número').fill('Calle Mayor 2');
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Ciudad').fill('Madrid');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Envío' })).toBeVisible();
  await page.getByRole('radio', { name: /Recogida en un punto de recogida/ }).check();
  await page.getByRole('group', { name: 'Punto de recogida' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await page.getByRole('radio', { name: 'Tarjeta' }).check();
  await page.getByRole('checkbox', { name: 'Acepto las condiciones generales de venta' }).check();
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
};

const orderNumber = async (page: Page) =>
  ((await page.getByText(/^Número de pedido: /).textContent()) ?? '').replace('Número de pedido: ', '');

test('a declined card payment is tried again, on the same order, and paid', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const placed: string[] = [];
  const retried: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/\/shop-api\/v1\/orders$/.test(request.url())) placed.push(request.url());
    if (/\/shop-api\/v1\/payments\/[^/]+\/retry$/.test(request.url())) {
      retried.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await checkoutWithCard(page);
  await page.getByRole('button', { name: 'Decline payment' }).click();

  // Back on the shop: the decline arrives asynchronously, then a new try is offered.
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();
  const number = await orderNumber(page);
  const payment = page.getByRole('region', { name: 'Pago' });
  await expect(payment.getByRole('status')).toHaveText('Tu pago no se ha completado.', { timeout: 20_000 });
  await expect(payment.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'PayPal' })).toBeVisible();
  await payment.getByRole('button', { name: 'Volver a intentar el pago' }).click();

  // A new sandbox payment for the same order: approve it this time.
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  await expect(page.locator('body')).toContainText(number);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();
  expect(await orderNumber(page)).toBe(number);
  await expect(page.getByRole('region', { name: 'Pago' }).getByRole('status')).toHaveText('Hemos recibido tu pago.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Volver a intentar el pago' })).toHaveCount(0);
  expect(placed).toHaveLength(1);
  expect(retried).toHaveLength(1);
  expect(retried[0]).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(consoleErrors).toEqual([]);
});
