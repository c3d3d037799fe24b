import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

/** A guest's bank-transfer order, placed in its own browser context: its number. */
const placeTransferOrder = async (page: Page) => {
  await putADesignInTheCart(page);
  await rejectAllCookies(page);
  await checkOutAsGuest(page, 'Transferencia bancaria', async () => undefined);
  // A transfer shows its instructions in place first.
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  return orderNumberOn(page);
};

const tracking = (number: string) => `/tracking/${number}?shipment_postal_code=28001&shipment_country=ES`;

test('the administrator finds an order by e-mail, runs it through production and ships it with a tracking number the guest follows to the carrier', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const shoppers = await browser.newContext();
  const shopper = await shoppers.newPage();
  const number = await placeTransferOrder(shopper);

  await signIn(page, ADMIN, '/accounts/orders');
  const backOffice = page.getByRole('list', { name: 'Back office' });
  await expect(backOffice.getByRole('link', { name: 'Mesa de pedidos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de pedidos' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Número de pedido, e-mail o nombre (o parte de ellos)').fill('LUCIA@example.com');
  await page.getByRole('button', { name: 'Buscar pedidos' }).click();
  await expect(page).toHaveURL(/search=LUCIA%40example\.com/);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const actions = page.getByRole('region', { name: 'Acciones' });
  const outcome = actions.getByRole('status');
  // Production waits for the transfer, and the desk speaks the workshop's words, never the customer's.
  await expect(actions.getByRole('button', { name: 'Marcar en producción' })).toHaveCount(0);
  await expect(page.getByText('Esperando tus archivos')).toHaveCount(0);
  await actions.getByRole('button', { name: 'Confirmar la transferencia recibida' }).dblclick();
  await expect(outcome).toHaveText('Hecho: Confirmar la transferencia recibida');
  await expect(page.getByRole('region', { name: 'Acciones del back office' }).getByRole('listitem')).toHaveCount(1);
  // Paid: never offered the hold for non-payment.
  await expect(actions.getByRole('button', { name: 'Retener hasta el pago' })).toHaveCount(0);

  const steps: readonly [string, string][] = [
    ['Marcar en producción', 'En producción'],
    ['Marcar producción terminada', 'Fabricado'],
    ['Marcar como empaquetado', 'Empaquetado'],
  ];
  for (const [button, shown] of steps) {
    await actions.getByRole('button', { name: button }).click();
    await expect(outcome).toHaveText(`Hecho: ${button}`);
    await shopper.goto(tracking(number));
    await expect(shopper.getByText(`Estado del pedido: ${shown}`)).toBeVisible();
  }

  // Shipping asks for the carrier and the label's number, and names a missing or mistyped one beside its field.
  const ship = actions.getByRole('form', { name: 'Enviar el pedido' });
  await ship.getByLabel('Transportista').selectOption({ label: 'Correos' });
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(ship.getByText('Escribe el número de seguimiento de la etiqueta.')).toBeVisible();
  await ship.getByLabel('Número de seguimiento').fill('12345678');
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(ship.getByText('No es un número de seguimiento de Correos: compruébalo en la etiqueta.')).toBeVisible();
  await expect(ship.getByLabel('Número de seguimiento')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await ship.getByLabel('Número de seguimiento').fill('PQ4F6P0701234560128001D');
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(outcome).toHaveText('Hecho: Enviado con Correos · PQ4F6P0701234560128001D');
  await expect(page.getByRole('link', { name: 'Correos · PQ4F6P0701234560128001D' })).toBeVisible();

  // The guest sees the carrier and follows the number to the carrier's own page.
  await shopper.goto(tracking(number));
  await expect(shopper.getByText('Estado del pedido: Enviado')).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Correos · PQ4F6P0701234560128001D' })).toHaveAttribute(
    'href',
    'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0701234560128001D',
  );

  await actions.getByRole('button', { name: 'Marcar como entregado' }).click();
  await expect(outcome).toHaveText('Hecho: Marcar como entregado');
  await shopper.goto(tracking(number));
  await expect(shopper.getByText('Estado del pedido: Entregado')).toBeVisible();
  await expect(actions.getByRole('button', { name: /^Marcar/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Acciones del back office' }).getByRole('listitem')).toHaveCount(6);
  // The timeline tells the order's life, the mails the guest was sent among it.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Cronología' });
  await expect(timeline.getByText('E-mail enviado: confirmación del pedido')).toBeVisible();
  await expect(timeline.getByText('Enviado con Correos · PQ4F6P0701234560128001D')).toBeVisible();
  await shoppers.close();
});

test('the administrator cancels an order after confirming the question', async ({ browser }) => {
  test.setTimeout(180_000);
  const shopper = await browser.newPage();
  const number = await placeTransferOrder(shopper);
  const page = await browser.newPage();
  await signIn(page, ADMIN, `/accounts/orders/${number}`);
  const actions = page.getByRole('region', { name: 'Acciones' });
  await actions.getByRole('button', { name: 'Cancelar el pedido' }).click();
  await actions.getByRole('button', { name: 'Sí, cancelarlo' }).click();
  await expect(actions.getByRole('status')).toHaveText('Hecho: Cancelar el pedido');
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await shopper.goto(tracking(number));
  await expect(shopper.getByText('Estado del pedido: Cancelado')).toBeVisible();
  await page.close();
  await shopper.close();
});

test('the administrator answers a ticket and the customer is mailed', async ({ page }) => {
  await signIn(page, ADMIN, '/accounts/tickets?status=PENDING');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de soporte' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('list')
    .filter({ has: page.getByText('Pendiente', { exact: true }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Respuesta', { exact: true }).fill('Ya lo hemos revisado: sale mañana.');
  // Resolving is support's choice, made with the answer.
  await page.getByLabel('Marcar la consulta como resuelta con esta respuesta').check();
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Respuesta enviada' })).toHaveText(
    'Respuesta enviada; el cliente ha recibido un e-mail.',
  );
  await expect(page.getByText('Ya lo hemos revisado: sale mañana.')).toBeVisible();
  await expect(page.locator('.ticket-meta').getByText('Resuelta', { exact: true })).toBeVisible();
});

test('the support desk lists pending tickets first, whatever the archived ones', async ({ page }) => {
  await signIn(page, ADMIN, '/accounts/tickets');
  // Another spec may have resolved the demo's pending tickets meanwhile: the order of what is listed is what counts.
  const badges = page
    .getByRole('list')
    .filter({ has: page.locator('.desk-badge') })
    .locator('.desk-badge');
  await expect(badges.first()).toBeVisible();
  const statuses = await badges.allTextContents();
  const rank = (status: string) => ['Pendiente', 'Resuelta', 'Archivada'].indexOf(status);
  expect(new Set(statuses).size).toBeGreaterThan(1);
  expect(statuses.map(rank)).toEqual(statuses.map(rank).sort((a, b) => a - b));
});

test('the demo customer finds no back office: pages answer 404 and the desks show only their own', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Back office' })).toHaveCount(0);
  for (const path of [
    '/accounts/config',
    '/accounts/commissions',
    '/accounts/designs/admin',
    '/accounts/orders/ES-NOTHERS1',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const api = await page.request.get('/shop-api/v1/back-office/orders?ext_session_id=SpecSession00000000000000000009');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, error: { code: 4004, message: 'Not found' } });
});
