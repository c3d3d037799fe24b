import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.57' } });

/** A guest's card order, paid on the sandbox's page: its number. */
const placePaidCardOrder = async (page: Page) => {
  await putADesignInTheCart(page);
  await rejectAllCookies(page);
  await checkOutAsGuest(page, 'Tarjeta', async () => undefined);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const number = await orderNumberOn(page);
  await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 30_000 });
  return number;
};

test('the administrator refunds a paid order from the desk and finds its credit note in the invoices, filtered and exported', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const shoppers = await browser.newContext();
  const number = await placePaidCardOrder(await shoppers.newPage());

  await signIn(page, ADMIN, `/accounts/orders/${number}`);
  const actions = page.getByRole('region', { name: 'Acciones' });
  await actions.getByRole('button', { name: 'Reembolsar el pago' }).click();
  await actions.getByRole('button', { name: 'Sí, reembolsarlo' }).click();
  await expect(actions.getByRole('status')).toHaveText('Hecho: Reembolsar el pago');
  await expect(actions.getByRole('button', { name: 'Reembolsar el pago' })).toHaveCount(0);
  await expect(page.getByText(/^Reembolsado por la pasarela de pago el /)).toBeVisible();

  await page.goto('/accounts/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  const register = page.getByRole('table', { name: 'Facturas y rectificativas, las más recientes primero' });
  const rows = register.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /Rectificativa de WPX-ES-\d{4}-\d{6}/ })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Estado').selectOption({ label: 'Reembolsadas' });
  await page.getByLabel('Emitidas').selectOption({ label: 'Últimos 30 días' });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/\/accounts\/invoices\?date_filter=thirty_days&standing=refunded$/);
  await expect(rows).toHaveCount(2);
  const creditNote = (await rows.filter({ hasText: 'Rectificativa' }).getByRole('rowheader').textContent()) ?? '';
  const creditNumber = /WPX-ES-R-\d{4}-\d{6}/.exec(creditNote)?.[0] ?? '';
  expect(creditNumber).not.toBe('');

  // The export link names no session: the administrator's sign-in cookie downloads it, as the browser would.
  const exportLink = page.getByRole('link', { name: 'Exportar esta selección en CSV' });
  await expect(exportLink).toHaveAttribute('href', /standing=refunded/);
  const href = (await exportLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/back-office\/invoices\.csv\?date_filter=thirty_days&standing=refunded$/);
  const exported = await page.request.get(href);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
  const csv = (await exported.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(
    'number,type,issue_date,store,order,customer,customer_tax_id,corrects_invoice,taxable_base,vat_rate,vat,total,currency',
  );
  const credited = csv.find((record) => record.startsWith(`${creditNumber},credit-note,`)) ?? '';
  expect(credited.split(',').slice(3, 6)).toEqual(['WPX-ES', number, 'Lucía García']);
  expect(credited).toMatch(/,21,-\d+\.\d{2},-\d+\.\d{2},EUR$/);
});

test('the demo customer finds no invoice register: the page is a 404 and the API refuses', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders');
  const response = await page.goto('/accounts/invoices');
  expect(response?.status()).toBe(404);
  for (const path of [
    '/shop-api/v1/back-office/invoices?ext_session_id=SpecSession00000000000000000009',
    '/back-office/invoices.csv',
  ]) {
    const api = await page.request.get(path);
    expect(api.status(), path).toBe(404);
    expect(await api.json()).toEqual({ success: false, error: { code: 4004, message: 'Not found' } });
  }
});
