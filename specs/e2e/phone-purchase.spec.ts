import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';

/** The field a label names, with the autofill token the browser fills it by. */
const autofilled = async (page: Page, label: string, token: string, value: string) => {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('autocomplete', token);
  await field.fill(value);
};

test('on a phone, the cart says what shipping costs from and the checkout fills by autofill tokens, terms accepted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await rejectAllCookies(page);
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();

  // No address yet: the cheapest delivery to Spain, never a 0 € that checkout later prices.
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Resumen' });
  await expect(totals.getByRole('definition').nth(1)).toHaveText(/^desde 3,45\s€$/);
  await expect(totals.getByText('Total sin envío')).toBeVisible();
  expect(await axeViolations(page), 'cart').toEqual([]);
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();

  // 1. Name, then how to reach the shopper, each field found by its label and carrying its autofill token.
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tu nombre' })).toBeVisible();
  await autofilled(page, 'Nombre', 'given-name', 'Lucía');
  await autofilled(page, 'Apellidos', 'family-name', 'García');
  const contact = page.getByRole('group', { name: 'Datos de contacto' });
  await expect(contact.getByLabel('Correo electrónico')).toBeVisible();
  await autofilled(page, 'Correo electrónico', 'email', 'lucia@');
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Escribe un correo electrónico válido.',
  );
  await page.getByLabel('Correo electrónico').fill('lucia@example.com');
  await autofilled(page, 'Teléfono', 'tel', '612345678');
  expect(await axeViolations(page), 'contact step').toEqual([]);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 2. The address, in the billing section of the browser's autofill.
  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await autofilled(page, 'Calle y número', 'billing address-line1', 'Calle Mayor 1');
  await autofilled(page, 'Código postal', 'billing postal-code', '28001');
  await autofilled(page, 'Ciudad', 'billing address-level2', 'Madrid');
  await expect(page.getByLabel('País')).toHaveAttribute('autocomplete', 'billing country');
  await expect(page.getByLabel('País')).toHaveValue('ES');
  expect(await axeViolations(page), 'address step').toEqual([]);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 3. A pickup point near 28001.
  await expect(page.getByRole('heading', { level: 2, name: 'Envío' })).toBeVisible();
  await page.getByRole('radio', { name: /Recogida en un punto de recogida/ }).check();
  await page.getByRole('group', { name: 'Punto de recogida' }).getByRole('radio').first().check();
  expect(await axeViolations(page), 'shipment step').toEqual([]);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 4. The terms are a page of their own; placing the order without accepting them is refused inline.
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leer las condiciones de venta' })).toHaveAttribute('href', '/terms');
  await page.getByRole('radio', { name: 'Tarjeta' }).check();
  expect(await axeViolations(page), 'payment step').toEqual([]);
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  const terms = page.getByRole('checkbox', { name: 'Acepto las condiciones generales de venta' });
  await expect(terms).toHaveAccessibleDescription('Acepta las condiciones para realizar el pedido.');
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await terms.check();
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();

  // The footer's terms of sale.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Condiciones de venta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones generales de venta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Desistimiento' })).toBeVisible();
  expect(await axeViolations(page), 'terms').toEqual([]);
});
