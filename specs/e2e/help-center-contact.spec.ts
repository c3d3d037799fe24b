import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';

/** Zero serious or critical accessibility violations on the page as it stands. */
const expectAccessible = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

test('the help center leads from its categories to a topic', async ({ page }) => {
  await page.goto('/help-center');
  await rejectAllCookies(page);
  await expect(page).toHaveTitle('Centro de ayuda · Estampa');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Antes de comprar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de comprar' })).toBeVisible();
  await expect(page).toHaveTitle('Antes de comprar · Centro de ayuda · Estampa');
  await expectAccessible(page);

  await page.getByRole('link', { name: '¿Cómo personalizo un producto?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo personalizo un producto?' })).toBeVisible();
  await expect(page.getByText('Elige un diseño o empieza desde un artículo en blanco')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('link', { name: 'Antes de comprar' })).toHaveAttribute(
    'href',
    '/help-center/category/3',
  );
  await expectAccessible(page);
});

test('the contact form shows an inline error, then sends the message as a ticket', async ({ page }) => {
  await page.goto('/contact');
  // The consent banner is fixed over the bottom of a small viewport, where the send button may be.
  await rejectAllCookies(page);
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeEnabled();
  await expectAccessible(page);

  await page.getByLabel('Tu nombre').fill('Lucía Pérez');
  const email = page.getByLabel('Correo electrónico');
  await email.fill('lucia@');
  await page.getByLabel('Asunto').focus();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Escribe un correo como nombre@ejemplo.com.');

  await email.fill('lucia@estampa.example');
  await page.getByLabel('Asunto').fill('Cambiar la dirección');
  await page.getByLabel('Mensaje').fill('Hola, ¿puedo cambiar la dirección de envío de mi pedido?');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  const ticket = page.waitForResponse(
    (response) => response.url().includes('/shop-api/v1/tickets') && response.request().method() === 'POST',
  );
  await send.click();
  expect((await ticket).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: 'Mensaje enviado' })).toBeFocused();
  await expect(page.getByText(/Tu número de consulta es \d{10}/)).toBeVisible();
  await expectAccessible(page);
});
