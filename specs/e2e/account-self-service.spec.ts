import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './accessibility.ts';
import { ANA, signIn } from './sign-in.ts';

// The sign-in limit counts per address and e-mail: this file's sign-ins come from a shopper address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.17' } });

const NEW_PASSWORD = 'ana-cambia-su-clave-2025';

test('the demo customer opens a ticket with a file, finds it in the list, replies and marks it resolved', async ({
  page,
}) => {
  await signIn(page, ANA, '/accounts/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas de atención al cliente' })).toBeVisible();
  for (const group of ['Esperando respuesta', 'Resueltas', 'Archivadas']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(group) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Presupuesto para 40 camisetas de un club' })).toBeVisible();

  const form = page
    .getByRole('form')
    .or(page.locator('form'))
    .filter({ has: page.getByLabel('Asunto') });
  await form.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByLabel('Asunto')).toHaveAccessibleDescription('Rellena este campo.');

  await page.getByLabel('¿Sobre qué es?').selectOption({ label: 'Ayuda con un pedido o un producto' });
  await page.getByLabel('Asunto').fill('La taza llegó rota');
  await page.getByLabel('Mensaje').fill('Os adjunto una foto del asa rota.');
  await page.getByLabel('Adjuntar un archivo (opcional)').setInputFiles({
    name: 'asa.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer(),
  });
  await expect(page.getByRole('status').filter({ hasText: 'asa.png adjuntado.' })).toBeVisible();
  await form.getByRole('button', { name: 'Enviar consulta' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'La taza llegó rota' })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/tickets\?ticket=\d{10}$/);
  await expect(
    page.getByRole('region', { name: /Esperando respuesta/ }).getByRole('link', { name: 'La taza llegó rota' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar el archivo adjunto' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ticket-\d{10}\.png$/);

  await page.getByLabel('Tu respuesta').fill('Es el pedido de la semana pasada.');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Es el pedido de la semana pasada.')).toBeVisible();

  await page.getByRole('button', { name: 'Marcar como resuelta' }).click();
  await expect(
    page.getByRole('region', { name: /Resueltas/ }).getByRole('link', { name: 'La taza llegó rota' }),
  ).toBeVisible();
});

test('a reply sent under the English prefix reopens the ticket under it', async ({ page }) => {
  await signIn(page, ANA, '/en/accounts/tickets?ticket=4810299014');
  await page.getByLabel('Your reply').fill('Two photos, one on each side, please.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Two photos, one on each side, please.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/accounts\/tickets\?ticket=4810299014$/);
});

test('changing the password signs out a second browser; the customer downloads their data', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, ANA, '/accounts/profile');
  await signIn(page, ANA, '/accounts/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar mis datos' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data).toMatchObject({ profile: { email: ANA.email }, tickets: expect.any(Array), orders: expect.any(Array) });

  await page.getByLabel('Contraseña actual').fill('no-es-mi-contraseña');
  await page.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByLabel('Contraseña actual')).toHaveAccessibleDescription('La contraseña no es correcta.');

  await page.getByLabel('Contraseña actual').fill(ANA.password);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  const changed = page.getByRole('status').filter({ hasText: 'Tu contraseña se ha cambiado.' });
  await expect(changed).toHaveText('Tu contraseña se ha cambiado. Se ha cerrado la sesión en los otros dispositivos.');
  // This browser signed in again with the new password; the other one is signed out on its next request.
  expect(await (await page.request.get('/api/auth/session?callbackUrl=%2F')).json()).toMatchObject({
    user: { email: ANA.email },
  });
  expect(await (await elsewhere.request.get('/api/auth/session?callbackUrl=%2F')).json()).toBeNull();
  await elsewhere.goto('/accounts/profile');
  await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Faccounts%2Fprofile$/);
  await other.close();

  // Back to the demo password, so the other specs still sign in with it.
  await page.reload();
  await page.getByLabel('Contraseña actual').fill(NEW_PASSWORD);
  await page.getByLabel('Contraseña nueva').fill(ANA.password);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(changed).toBeVisible();
});

test('the demo customer buys as a company with a checked VAT number and gives an adult birth date', async ({
  page,
}) => {
  await signIn(page, ANA, '/accounts/profile');
  const details = page.getByRole('region', { name: 'Datos personales' });
  await details.getByRole('radio', { name: 'Empresa' }).check();
  await details.getByLabel('NIF/CIF o número de IVA').fill('B12345678');
  await details.getByLabel('Fecha de nacimiento').fill('2015-05-01');
  // The core's rules run once a field is left.
  await details.getByLabel('Fecha de nacimiento').blur();
  await expect(details.getByLabel('Fecha de nacimiento')).toHaveAccessibleDescription('Debes tener al menos 18 años.');
  await details.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(details.getByLabel('Nombre de la empresa')).toHaveAccessibleDescription('Rellena este campo.');

  await details.getByLabel('Nombre de la empresa').fill('Estudi Ana SL');
  await details.getByLabel('Fecha de nacimiento').fill('1990-03-07');
  await details.getByLabel('Fecha de nacimiento').blur();
  await expect(details.getByLabel('Fecha de nacimiento')).toHaveAccessibleDescription('');
  await details.getByRole('button', { name: 'Guardar datos' }).click();
  // Only the shop knows the store's VAT rules: its answer comes back on the field.
  await expect(details.getByLabel('NIF/CIF o número de IVA')).toHaveAccessibleDescription('Revisa este campo.');

  await details.getByLabel('NIF/CIF o número de IVA').fill('B12345674');
  await details.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(details.getByRole('status')).toHaveText('Tus datos se han guardado.');
  await page.reload();
  await expect(details.getByRole('radio', { name: 'Empresa' })).toBeChecked();
  await expect(details.getByLabel('NIF/CIF o número de IVA')).toHaveValue('ESB12345674');
  await expect(details.getByLabel('Fecha de nacimiento')).toHaveValue('1990-03-07');

  // Back to a private customer, as the other specs expect.
  await details.getByRole('radio', { name: 'Particular' }).check();
  await expect(details.getByLabel('Nombre de la empresa')).toHaveCount(0);
  await details.getByLabel('Fecha de nacimiento').fill('');
  await details.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(details.getByRole('status')).toHaveText('Tus datos se han guardado.');
});

for (const width of [320, 1280]) {
  test(`the tickets and profile pages have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ANA, '/accounts/tickets?ticket=4810273561');
    await expect(page.getByRole('heading', { level: 2, name: 'Cambiar la dirección de entrega' })).toBeVisible();
    expect.soft(await axeViolations(page), 'tickets with a thread').toEqual([]);
    await page.goto('/accounts/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    expect.soft(await axeViolations(page), 'profile').toEqual([]);
  });
}
