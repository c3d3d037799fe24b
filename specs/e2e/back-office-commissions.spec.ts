import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { ADMIN, ANA, signIn } from './sign-in.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.43' } });

/** The demo affiliate the seeds give hits and orders. */
const AFFILIATE = '4242';

test("a guest's order through an affiliate link is the affiliate's: the administrator pays the month and exports it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const visitors = await browser.newContext();
  const visitor = await visitors.newPage();
  await visitor.goto(`/?afcust=${AFFILIATE}`);
  await putADesignInTheCart(visitor);
  await rejectAllCookies(visitor);
  await checkOutAsGuest(visitor, 'Transferencia bancaria', async () => undefined);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible({ timeout: 30_000 });
  await visitor.getByRole('link', { name: 'Ver mi pedido' }).click();
  const number = await orderNumberOn(visitor);
  await visitors.close();

  const period = new Date().toISOString().slice(0, 7);
  await signIn(page, ADMIN, '/accounts/commissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Comisiones de afiliados' })).toBeVisible();
  // The month is named in the store's language, whatever the browser's own.
  const month = page.getByRole('combobox', { name: 'Mes' });
  await expect(month).toHaveValue(period);
  await expect(month.locator('option:checked')).toHaveText(
    /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: AFFILIATE, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Afiliado ${AFFILIATE} · ${period}` })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Pedidos atribuidos' });
  await expect(orders.getByRole('link', { name: number })).toBeVisible();
  const hits = page.getByRole('region', { name: 'Visitas' });
  await expect(hits.getByText(new RegExp(`\\?afcust=${AFFILIATE}$`)).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const summary = page.getByRole('region', { name: 'Resumen del mes' });
  await summary.getByRole('button', { name: 'Marcar el mes como pagado' }).dblclick();
  await expect(summary.getByRole('status')).toHaveText('Mes marcado como pagado.');
  await expect(summary.getByRole('button', { name: 'Marcar el mes como pagado' })).toHaveCount(0);
  await expect(page.getByText(/Pagado Pagado por demo-admin el /)).toBeVisible();

  await page.getByRole('link', { name: `Todos los afiliados de ${period}` }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: AFFILIATE, exact: true }) });
  await expect(row.getByText('Pagado', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`commissions-${period}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(`${period},${AFFILIATE},`);
  expect(csv.split('\r\n').find((line) => line.startsWith(`${period},${AFFILIATE},`))).toMatch(/,paid,/);
});

test('the demo customer gets the 404 page and the 404 envelope for the commissions', async ({ page }) => {
  await signIn(page, ANA, '/accounts/orders');
  const response = await page.goto('/accounts/commissions');
  expect(response?.status()).toBe(404);
  const api = await page.request.get(
    '/shop-api/v1/back-office/commissions?ext_session_id=SpecSession00000000000000000009',
  );
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, error: { code: 4004, message: 'Not found' } });
});
