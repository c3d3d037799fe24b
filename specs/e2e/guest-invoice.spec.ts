import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { rejectAllCookies } from './consent-answer.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';
import { ADMIN, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.83' } });

test("a guest pays by card and downloads the invoice issued with the payment; it is in the administrator's register and CSV though nobody downloaded it first", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await putADesignInTheCart(page);
  await rejectAllCookies(page);
  await checkOutAsGuest(page, 'Tarjeta', async () => undefined);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const number = await orderNumberOn(page);
  await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 30_000 });

  // The administrator's register already lists it: issued in the payment's transaction, not at a download.
  const administrator = await (await browser.newContext()).newPage();
  await signIn(administrator, ADMIN, '/accounts/invoices');
  const register = administrator.getByRole('table', { name: 'Facturas y rectificativas, las más recientes primero' });
  const row = register.getByRole('row').filter({ has: administrator.getByRole('link', { name: number }) });
  await expect(row).toHaveCount(1);
  const invoiceNumber = /WPX-ES-\d{4}-\d{6}/.exec((await row.getByRole('rowheader').textContent()) ?? '')?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');
  const exported = await administrator.request.get(
    (await administrator.getByRole('link', { name: 'Exportar esta selección en CSV' }).getAttribute('href')) ?? '',
  );
  const line = (await exported.text()).split('\r\n').find((record) => record.startsWith(`${invoiceNumber},invoice,`));
  expect(line?.split(',').slice(3, 6)).toEqual(['WPX-ES', number, 'Lucía García']);

  // The order-completed page, read again, offers the guest the invoice by its signed link.
  const link = page.getByRole('link', { name: 'Descargar la factura (PDF)' });
  await page.reload();
  await expect(link).toHaveAttribute('href', new RegExp(`^/orders/${number}/invoice\\?token=`));
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(number);
  expect(text).toContain('Lucía García');
});
