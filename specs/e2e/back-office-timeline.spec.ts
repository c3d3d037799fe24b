import { expect, test } from '@playwright/test';
import { DEMO_ORDERS } from '../../adapters/postgres/seeds/account-orders.seed.ts';
import { axeViolations } from './accessibility.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.47' } });

test("the administrator finds an order, reads its timeline in the store's time, and keeps an internal note the customer never sees", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const note = `Llamó la clienta: recoge el viernes (${String(Date.now())}).`;
  await signIn(page, ADMIN, '/accounts/orders');

  // Found by the start of its number; its status in the workshop's words, its time in Madrid's.
  await page.getByLabel('Número de pedido, e-mail o nombre (o parte de ellos)').fill(DEMO_ORDERS.shipped.slice(0, 7));
  await page.getByRole('button', { name: 'Buscar pedidos' }).click();
  const row = page.getByRole('row', { name: new RegExp(DEMO_ORDERS.shipped) });
  await expect(row.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(row.getByText(/UTC\+\d$/)).toBeVisible();
  await row.getByRole('link', { name: DEMO_ORDERS.shipped }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${DEMO_ORDERS.shipped}` })).toBeVisible();

  // The pickup point in full, with a phone to call.
  const point = page.getByRole('region', { name: 'Envío' });
  await expect(point.getByRole('link', { name: /^\+34 9\d\d \d{3} \d{3}$/ })).toHaveAttribute(
    'href',
    /^tel:\+349\d{8}$/,
  );

  const timeline = page.getByRole('region', { name: 'Cronología' });
  const events = timeline.getByRole('list', { name: 'Lo que ha pasado con el pedido, lo último primero' });
  await expect(events.getByText('Enviado con Correos · PQ4B7M0422387010128013X')).toBeVisible();
  await expect(events.getByText('Pedido realizado')).toBeVisible();
  await expect(events.getByText(/^Factura WPX-ES-\d{4}-\d{6} emitida$/)).toBeVisible();
  await expect(events.getByRole('listitem').last()).toContainText(/UTC\+\d/);
  expect(await axeViolations(page)).toEqual([]);

  // A blank note is named beside its field; a note joins the top of the timeline and stays there after a reload.
  await timeline.getByRole('button', { name: 'Añadir la nota' }).click();
  await expect(timeline.getByText('Escribe primero la nota.')).toBeVisible();
  await expect(timeline.getByLabel('Nota interna')).toHaveAttribute('aria-invalid', 'true');
  await timeline.getByLabel('Nota interna').fill(note);
  await timeline.getByRole('button', { name: 'Añadir la nota' }).click();
  await expect(timeline.getByRole('status')).toHaveText('Nota añadida.');
  await expect(events.getByRole('listitem').first()).toContainText(note);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Lo que ha pasado con el pedido, lo último primero' }).getByRole('listitem').first(),
  ).toContainText(note);
  await expect(page.getByText(/^Nota interna de /).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The customer's own order page shows nothing of it.
  const customer = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.48' } });
  await signIn(customer, ANA, `/accounts/orders/${DEMO_ORDERS.shipped}`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByText(note)).toHaveCount(0);
  await expect(customer.getByText('Nota interna')).toHaveCount(0);
  await customer.close();
});
