import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

type AxeResults = { violations: { id: string; impact?: string | null; nodes: unknown[] }[] };
type AxeBuilderClass = new (options: { page: Page }) => { analyze(): Promise<AxeResults> };

// A variable name keeps the import optional: the package is added by the lead (`@axe-core/playwright@4.10`).
const AXE_PACKAGE = '@axe-core/playwright';

/** Zero serious or critical violations when axe is installed; otherwise the run says the check was not made. */
const expectAccessible = async (page: Page, testInfo: TestInfo) => {
  const axe = (await import(AXE_PACKAGE).catch(() => null)) as { default: AxeBuilderClass } | null;
  if (axe === null) {
    testInfo.annotations.push({ type: 'a11y', description: `${AXE_PACKAGE} is not installed: axe not run` });
    return;
  }
  const results = await new axe.default({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
};

test('the help center leads from its categories to a topic', async ({ page }, testInfo) => {
  await page.goto('/help-center');
  await expect(page).toHaveTitle('Centro de ayuda · Estampa');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  await expectAccessible(page, testInfo);

  await page.getByRole('link', { name: 'Antes de comprar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de comprar' })).toBeVisible();
  await expect(page).toHaveTitle('Antes de comprar · Centro de ayuda · Estampa');
  await expectAccessible(page, testInfo);

  await page.getByRole('link', { name: '¿Cómo personalizo un producto?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo personalizo un producto?' })).toBeVisible();
  await expect(page.getByText('Elige un diseño o empieza desde un artículo en blanco')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('link', { name: 'Antes de comprar' })).toHaveAttribute(
    'href',
    '/help-center/category/3',
  );
  await expectAccessible(page, testInfo);
});

test('the contact form shows an inline error, then sends the message as a ticket', async ({ page }, testInfo) => {
  await page.goto('/contact');
  // The consent banner is fixed over the bottom of a small viewport, where the send button may be.
  await rejectAllCookies(page);
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeEnabled();
  await expectAccessible(page, testInfo);

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
  await expectAccessible(page, testInfo);
});
