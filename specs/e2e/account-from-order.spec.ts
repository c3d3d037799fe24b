import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from './guest-checkout.ts';
import { followMailLink } from './mail-outbox-links.ts';

// A sign-up per run: this file's requests come from a shopper address of its own, so no other file's limit is spent.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.147' } });

const PASSWORD = 'a throwaway password 2026';

test('a guest creates an account from the order-completed page and finds the order in it', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `cuenta-desde-pedido-${Date.now()}@example.com`;
  await putADesignInTheCart(page);
  await rejectAllCookies(page);
  await checkOutAsGuest(page, 'Transferencia bancaria', async () => undefined, email);
  // A transfer shows its instructions in place first.
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  const number = await orderNumberOn(page);

  const offer = page.getByRole('region', { name: 'Guarda este pedido en tu cuenta' });
  await expect(offer).toContainText(`Crea una cuenta con ${email}`);
  await expect(offer.getByRole('button', { name: 'Crear mi cuenta' })).toBeEnabled();
  expect(await axeViolations(page), 'order-completed with the offer').toEqual([]);
  // The address is the order's: the form asks only for the names and a password, each checked before sending.
  await expect(offer.getByLabel('Correo electrónico')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(offer.getByLabel('Nombre')).toHaveAccessibleDescription('Introduce tu nombre.');
  await expect(offer.getByLabel('Contraseña')).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 10 caracteres.',
  );
  await offer.getByLabel('Nombre').fill('Lucía');
  await offer.getByLabel('Apellidos').fill('García');
  await offer.getByLabel('Contraseña').fill(PASSWORD);
  await offer.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(offer.getByRole('status')).toHaveText(
    `Te hemos enviado un enlace a ${email}. Ábrelo para confirmar tu cuenta: entrarás en ella con tus pedidos.`,
  );
  expect(await axeViolations(page), 'order-completed once the link is sent').toEqual([]);

  // The mailed link confirms the address and signs the shopper in; the guest order has joined the account.
  await followMailLink(page, email, /\/api\/auth\//);
  await expect(page).toHaveURL(/\/accounts\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Últimos pedidos' });
  await expect(latest.getByRole('link', { name: `Pedido ${number}` })).toBeVisible();
});

test('the sign-in page leads to sign-up, whose form checks each field and links back', async ({ page }) => {
  await page.goto('/login');
  await rejectAllCookies(page);
  await page.getByRole('link', { name: 'Crea una cuenta' }).click();
  await expect(page).toHaveURL(/\/login\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear mi cuenta' })).toBeEnabled();
  await page.getByLabel('Correo electrónico').fill('nadie@');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Introduce un correo electrónico válido, como nombre@ejemplo.com.',
  );
  expect(await axeViolations(page), 'sign-up with its errors').toEqual([]);
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});
