import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility.ts';
import { rejectAllCookies } from './consent-answer.ts';
import { putADesignInTheCart } from './guest-checkout.ts';
import { followMailLink } from './mail-outbox-links.ts';

// A sign-up and a few password forms per run: this file's requests come from a shopper address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

const PASSWORD = 'a throwaway password 2025';

/** A new, confirmed account with a password; following the confirmation link signs this browser in. */
const signUp = async (page: Page, name: string) => {
  const email = `${name}-${Date.now()}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    form: { email, password: PASSWORD, firstName: 'Marta', lastName: 'Soler' },
  });
  expect(response.ok()).toBe(true);
  await followMailLink(page, email, /\/api\/auth\//);
  await page.goto('/accounts/profile');
  await rejectAllCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  return email;
};

test('the customer keeps a default address, which checkout starts from without overriding what they typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, 'addresses');
  const book = page.getByRole('region', { name: 'Direcciones' });
  await expect(book.getByText('Aún no tienes direcciones guardadas.')).toBeVisible();
  await book.getByRole('button', { name: 'Añadir una dirección' }).click();
  const form = book.getByRole('form', { name: 'Nueva dirección' });
  await form.getByLabel('Calle y número').fill('Calle Mayor 1');
  await form.getByLabel('Código postal').fill('2801');
  await form.getByLabel('Código postal').blur();
  await expect(form.getByLabel('Código postal')).toHaveAccessibleDescription(
    'Introduce un código postal válido para este país.',
  );
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByLabel('Ciudad')).toHaveAccessibleDescription('Rellena este campo.');
  await form.getByLabel('Código postal').fill('28013');
  await form.getByLabel('Ciudad').fill('Madrid');
  await expect(form.getByLabel('País')).toHaveValue('ES');
  await form.getByRole('checkbox', { name: 'Usar para facturación por defecto' }).check();
  await form.getByRole('checkbox', { name: 'Usar para envíos por defecto' }).check();
  expect.soft(await axeViolations(page), 'address form').toEqual([]);
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(book.getByRole('status')).toHaveText('Dirección guardada.');
  await expect(book.getByRole('listitem')).toContainText(['Calle Mayor 1']);
  await expect(book.getByText('Facturación predeterminada')).toBeVisible();

  await book.getByRole('button', { name: 'Editar Calle Mayor 1' }).click();
  const edit = book.getByRole('form', { name: 'Editar dirección' });
  await expect(edit.getByLabel('Código postal')).toHaveValue('28013');
  await edit.getByLabel('Piso, puerta (opcional)').fill('3º B');
  await edit.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(book.getByRole('status')).toHaveText('Dirección guardada.');
  await page.reload();
  await expect(book.getByRole('listitem')).toContainText(['3º B']);
  expect.soft(await axeViolations(page), 'profile with an address').toEqual([]);

  await putADesignInTheCart(page);
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre', { exact: true }).fill('Marta');
  await page.getByLabel('Apellidos').fill('Soler');
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await expect(page.getByLabel('Calle y número')).toHaveValue('Calle Mayor 1');
  await expect(page.getByLabel('Piso, puerta (opcional)')).toHaveValue('3º B');
  await expect(page.getByLabel('Código postal')).toHaveValue('28013');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Madrid');

  // What the shopper enters in this checkout wins over the book from then on.
  await page.getByLabel('Calle y número').fill('Calle de Alcalá 20');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Envío' })).toBeVisible();
  await page.goto('/checkout?step=2');
  await expect(page.getByLabel('Calle y número')).toHaveValue('Calle de Alcalá 20');

  await page.goto('/accounts/profile');
  await book.getByRole('button', { name: 'Eliminar Calle Mayor 1' }).click();
  await expect(book.getByRole('status')).toHaveText('Dirección eliminada.');
  await expect(book.getByRole('listitem')).toHaveCount(0);
});

test('the customer changes their e-mail through the link mailed to the new address; the link works once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const old = await signUp(page, 'moving');
  const moved = `moved-${Date.now()}@example.com`;
  const section = page.getByRole('region', { name: 'Correo electrónico' });
  await expect(section.getByText(old)).toBeVisible();
  await section.getByLabel('Nuevo correo electrónico').fill(moved);
  await section.getByLabel('Confirma con tu contraseña').fill('not the password at all');
  await section.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
  await expect(section.getByLabel('Confirma con tu contraseña')).toHaveAccessibleDescription(
    'La contraseña no es correcta.',
  );
  await section.getByLabel('Confirma con tu contraseña').fill(PASSWORD);
  await section.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
  await expect(section.getByRole('status')).toContainText(`Hemos enviado un enlace a ${moved}.`);
  expect.soft(await axeViolations(page), 'e-mail change sent').toEqual([]);

  await followMailLink(page, moved, /email_change=/);
  await expect(section.getByRole('status')).toHaveText(`Tu correo electrónico es ahora ${moved}.`);
  await expect(page).toHaveURL(/\/accounts\/profile\?email_changed=done$/);
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toMatchObject({
    user: { email: moved },
  });

  await page.goto('/dev/outbox');
  await expect(page.getByRole('row').filter({ hasText: old }).first()).toContainText(
    'Se ha cambiado tu correo en Estampa',
  );
  await followMailLink(page, moved, /email_change=/);
  await expect(section.getByRole('alert')).toHaveText('Este enlace ya se ha usado.');
});
