import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from a shopper address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });

const PASSWORD = 'una clave larga de prueba 61';

/** Creates an account as the shop's auth API does for a sign-up form; the confirmation mail goes to the outbox. */
const signUp = async (page: Page, email: string) => {
  const response = await page.request.post('/api/auth/signup', {
    form: { email, password: PASSWORD, firstName: 'Berta', lastName: 'Efímera', locale: 'es' },
  });
  expect(await response.json()).toEqual({ success: true, data: { status: 'MAIL_SENT' } });
};

/** The newest outbox mail to `email`: its subject, and its confirmation link followed. */
const confirmFromOutbox = async (page: Page, email: string) => {
  await page.goto('/dev/outbox');
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toContainText('Confirma tu correo electrónico en Estampa');
  await row.getByRole('link', { name: /\/api\/auth\/callback\/email\?/ }).click();
  await expect(page).toHaveURL(/\/accounts\/home$/);
};

const signInWith = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
};

test('a shopper deletes their account with its password, cannot sign in with it, and can sign up again', async ({
  page,
}) => {
  const email = `berta.${Date.now()}@example.com`;
  await page.goto('/login');
  await rejectAllCookies(page);
  await signUp(page, email);
  await confirmFromOutbox(page, email);

  await page.goto('/accounts/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const deletion = page.getByRole('button', { name: 'Eliminar mi cuenta' });
  await page.getByLabel('Tu contraseña', { exact: true }).fill('no es mi clave de verdad');
  await deletion.click();
  await expect(page.getByLabel('Tu contraseña', { exact: true })).toHaveAccessibleDescription(
    'La contraseña no es correcta.',
  );

  await page.getByLabel('Tu contraseña', { exact: true }).fill(PASSWORD);
  await deletion.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toBeNull();

  await signInWith(page, email);
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  await page.goto('/accounts/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts%2Fprofile$/);

  // The address is free again: a new sign-up is confirmed (not "you already have an account") and signs in.
  await signUp(page, email);
  await confirmFromOutbox(page, email);
  await page.goto('/accounts/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
});
