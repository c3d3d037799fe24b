import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';
import { ANA } from './sign-in.ts';

const submitSignIn = async (page: Page, password = ANA.password) => {
  await page.getByLabel('Correo electrónico').fill(ANA.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
};

const header = (page: Page) => page.getByRole('banner');

test('a wrong password is refused with a translated message and no session', async ({ page }) => {
  await page.goto('/login');
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await submitSignIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toBeNull();
});

test('the demo customer signs in, lands on the redirect target, and signs out', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcart');
  await rejectAllCookies(page);
  await expect(header(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  const customerStored = page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && (r.request().postData() ?? '').includes('customer='),
  );
  await submitSignIn(page);
  expect((await customerStored).status()).toBe(200);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(header(page).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/accounts/home');
  const session = await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json();
  expect(session).toMatchObject({ user: { email: ANA.email }, customer: { accountType: 'customer' } });

  // Signed in, /login goes on per login-redirection-by-cart: home with an empty cart, checkout with lines (the
  // demo customer's cart keeps what earlier specs reordered).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/(checkout)?$/);

  // Checkout's light layout has no account menu: sign out from the home page.
  await page.goto('/');

  await header(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(header(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toBeNull();
});

test('a sign-out without its CSRF token is refused with 400 and keeps the session', async ({ page }) => {
  await page.goto('/login');
  await rejectAllCookies(page);
  await submitSignIn(page);
  // Signed in, /login leads on to checkout when the cart has lines, whose light layout has no account menu.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Mi cuenta' })).toBeVisible();

  const refused = await page.request.post('/api/auth/signout', { form: { callbackUrl: '/', json: 'true' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: { message: 'Could not fetch CSRF Token for signing out' } });
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toMatchObject({
    user: { email: ANA.email },
  });
});

test('the password reset page asks for the e-mail, and with a token for the new password', async ({ page }) => {
  await page.goto('/login/password-reset');
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('ana@estampa');
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Introduce un correo electrónico válido, como nombre@ejemplo.com.',
  );
  await page.getByLabel('Correo electrónico').fill(ANA.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si hay una cuenta con este correo electrónico, le hemos enviado un enlace para restablecer la contraseña.',
  );

  await page.goto('/login/password-reset?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('a-long-new-password');
  await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este enlace ha caducado o ya se ha usado. Pide uno nuevo.');
});
