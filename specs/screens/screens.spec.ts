import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from '../e2e/guest-checkout.ts';
import { rejectAllCookies } from '../e2e/consent-answer.ts';

// The spec's phone, tablet and desktop widths (mobileMedium, tablet, desktopMedium).
const WIDTHS = [375, 768, 1280] as const;

/** A full-page palette PNG of what the page shows, scrolled through first so lazy pictures are drawn. */
const shootPage = async (page: Page, file: string) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await sharp(await page.screenshot({ fullPage: true }))
    .png({ palette: true, quality: 85, effort: 4 })
    .toFile(file);
};

const shooter = (page: Page, project: { readonly name: string }, width: number) => (name: string) =>
  shootPage(page, `docs/screens/${project.name}-${width}-${name}.png`);

for (const width of WIDTHS) {
  test(`the accounts area at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/login?redirect=%2Faccounts%2Fhome');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('ana@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-ana-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/accounts\/home$/);
    for (const [url, name] of [
      ['/accounts/home', 'accounts-home'],
      ['/accounts/orders', 'accounts-orders'],
      ['/accounts/orders/ES-DEMO0001', 'accounts-order'],
      ['/accounts/orders/ES-DEMO0005', 'accounts-order-declined'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shootPage(page, `docs/screens/${project.name}-${width}-${name}.png`);
    }
  });

  test(`the back office at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/login?redirect=%2Faccounts%2Forders');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('admin@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-admin-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/accounts\/orders$/);
    for (const [url, name] of [
      ['/accounts/orders', 'back-office-orders'],
      ['/accounts/orders/ES-DEMO0003', 'back-office-order'],
      ['/accounts/tickets?status=PENDING', 'back-office-tickets'],
      ['/accounts/invoices', 'back-office-invoices'],
      ['/accounts/commissions', 'back-office-commissions'],
      ['/accounts/designs/admin', 'back-office-designs'],
      ['/accounts/designs/admin/d0001', 'back-office-design'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shootPage(page, `docs/screens/${project.name}-${width}-${name}.png`);
    }
    await page.goto('/accounts/tickets?status=PENDING');
    await page.locator('.desk-ticket-list').getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
    await shootPage(page, `docs/screens/${project.name}-${width}-back-office-ticket.png`);
  });

  test(`the site config at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/login?redirect=%2Faccounts%2Fconfig');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('admin@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-admin-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/accounts\/config$/);
    await page.goto('/accounts/config');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de la tienda' })).toBeVisible();
    await shootPage(page, `docs/screens/${project.name}-${width}-back-office-config.png`);
  });

  test(`the shop at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const shoot = shooter(page, project, width);
    const open = async (url: string, name: string) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(name);
    };

    await page.goto('/');
    await rejectAllCookies(page);
    await shoot('home');
    await open('/designs/taza/101', 'list');
    await page.goto('/');
    await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Añadir a la cesta' })).toBeEnabled();
    await shoot('design');
    await putADesignInTheCart(page);
    await shoot('cart');
    await page.getByRole('banner').getByRole('link', { name: /Cesta/ }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Tramitar pedido' })).toBeVisible();
    await shoot('mini-cart');
    await page.keyboard.press('Escape');
    await checkOutAsGuest(page, 'Tarjeta', (step) => shoot(`checkout-${step}`));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await orderNumberOn(page);
    await expect(page.getByRole('status')).toHaveText('Hemos recibido tu pago.', { timeout: 20_000 });
    await shoot('order-completed');
    await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido / })).toBeVisible();
    await shoot('tracking');
    await open('/help-center', 'help-center');
    await open('/terms', 'terms');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('not-found');
  });
}

for (const width of WIDTHS) {
  test(`the tickets and profile at ${width} px`, async ({ page }, { project }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/login?redirect=%2Faccounts%2Ftickets%3Fticket%3D4810273561');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('ana@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-ana-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cambiar la dirección de entrega' })).toBeVisible();
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      const shot = await page.screenshot({ fullPage: true });
      await sharp(shot)
        .png({ palette: true, quality: 85, effort: 4 })
        .toFile(`docs/screens/${project.name}-${width}-${name}.png`);
    };
    await shoot('accounts-tickets');
    await page.goto('/accounts/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Recibir la newsletter/ })).toBeEnabled();
    await shoot('accounts-profile');
  });

  test(`the profile's address book at ${width} px`, async ({ page }, { project }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/login?redirect=%2Faccounts%2Fprofile');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('ana@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-ana-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    const book = page.getByRole('region', { name: 'Direcciones' });
    await book.getByRole('button', { name: 'Añadir una dirección' }).click();
    await book.getByLabel('Calle y número').fill('Calle de Fuencarral 45');
    await book.getByLabel('Piso, puerta (opcional)').fill('2º izquierda');
    await book.getByLabel('Código postal').fill('28004');
    await book.getByLabel('Ciudad').fill('Madrid');
    await book.getByRole('checkbox', { name: 'Usar para facturación por defecto' }).check();
    await book.getByRole('checkbox', { name: 'Usar para envíos por defecto' }).check();
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(book.getByRole('status')).toBeVisible();
    // The form open under the saved address, as a customer adding a second one sees it.
    await book.getByRole('button', { name: 'Añadir una dirección' }).click();
    await shooter(page, project, width)('accounts-profile-address-book');
    await book.getByRole('button', { name: 'Cancelar' }).click();
    await book.getByRole('button', { name: 'Eliminar Calle de Fuencarral 45' }).click();
    await expect(book.getByRole('listitem')).toHaveCount(0);
  });

  test(`the community pages at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const shoot = shooter(page, project, width);
    const email = `screens-${width}@example.com`;
    await page.goto('/newsletter');
    await rejectAllCookies(page);
    await shoot('newsletter');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('checkbox', { name: /Acepto recibir la newsletter/ }).check();
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await shoot('newsletter-sent');
    // The development outbox holds the confirmation mail (no SMTP server in this run).
    await page.goto('/dev/outbox');
    const mail = page.getByRole('row').filter({ hasText: email }).first();
    await page.goto(
      (await mail
        .getByRole('link', { name: /\/newsletter\?token=/ })
        .first()
        .getAttribute('href')) ?? '',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible();
    await shoot('newsletter-confirmed');
    await page.goto('/newsletter?token=expired');
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ha caducado' })).toBeVisible();
    await shoot('newsletter-expired');
    await page.goto('/dev/outbox');
    await page.goto(
      (await mail
        .getByRole('link', { name: /\/unsubscribe\?token=/ })
        .first()
        .getAttribute('href')) ?? '',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Darse de baja de la newsletter' })).toBeVisible();
    await shoot('unsubscribe');
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
    await shoot('unsubscribed');
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('reviews');
    await page.goto('/tracking/ESTDEMO0001?shipment_postal_code=28001&shipment_country=ES');
    await expect(page.getByRole('link', { name: 'Escribir una opinión' })).toBeVisible();
    await shoot('tracking-delivered');
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('ana@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-ana-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await page.goto('/reviews?order=ESTDEMO0001');
    await expect(page.getByRole('heading', { level: 2, name: /ESTDEMO0001/ })).toBeVisible();
    await shoot('review-form');
  });
}

/** A photo made here, so the constructor shows a real picture on every brand. */
const aPhoto = async () => ({
  name: 'playa.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><circle cx="800" cy="600" r="400" fill="#f5c542"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
});

for (const width of WIDTHS) {
  test(`the constructor at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const shoot = shooter(page, project, width);
    await page.goto('/create/101');
    await rejectAllCookies(page);
    const layers = page.getByRole('list', { name: 'Capas, la de arriba primero' });
    await page.getByLabel('Añadir una foto').setInputFiles(await aPhoto());
    await expect(layers.getByRole('button', { name: /^Foto/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Añadir texto' }).click();
    await page.getByRole('textbox', { name: 'Texto' }).fill('Feliz cumpleaños');
    await expect(layers.getByRole('button', { name: /^Texto «Feliz cumpleaños»/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');
    await shoot('constructor');
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Ver la cesta' }).click();
    await expect(page.getByRole('img', { name: /^Tu diseño en: / })).toBeVisible();
    await shoot('cart-personalised');
  });
}

for (const width of WIDTHS) {
  test(`the saved designs at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const shoot = shooter(page, project, width);
    await page.goto('/login?redirect=%2Fcreate%2F101');
    await rejectAllCookies(page);
    await page.getByLabel('Correo electrónico').fill('ana@estampa.example');
    await page.getByLabel('Contraseña').fill('estampa-ana-2024');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const layers = page.getByRole('list', { name: 'Capas, la de arriba primero' });
    await page.getByLabel('Añadir una foto').setInputFiles(await aPhoto());
    // Each width reopens Ana's latest work on the mug, one photo more each time.
    await expect(layers.getByRole('button', { name: /^Foto/ }).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Añadir texto' }).click();
    await page.getByRole('textbox', { name: 'Texto' }).fill(`Para Ana, ${width}`);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');
    await page.goto('/accounts/designs');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await shoot('accounts-designs');
    if (width !== 375) return;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/create/101');
    await expect(layers.getByRole('button', { name: /^Foto/ }).first()).toBeVisible({ timeout: 30_000 });
    // The narrowest phone the constructor is made for, once per brand.
    if (width === 375) await shootPage(page, `docs/screens/${project.name}-320-constructor.png`);
  });
}

test('the orders desk with a print file at every width', async ({ page, browser }, { project }) => {
  test.setTimeout(300_000);
  // A guest's personalised mug, so the order carries a print job the factory's file comes from.
  const guests = await browser.newContext();
  const guest = await guests.newPage();
  await guest.goto('/create/101');
  await rejectAllCookies(guest);
  await guest.getByLabel('Añadir una foto').setInputFiles(await aPhoto());
  await expect(
    guest.getByRole('list', { name: 'Capas, la de arriba primero' }).getByRole('button', { name: /^Foto/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(guest.getByRole('banner').getByRole('status')).toHaveText('Todos los cambios guardados');
  await guest.getByRole('button', { name: 'Añadir a la cesta' }).click();
  await guest.getByRole('banner').getByRole('link', { name: 'Ver la cesta' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
  await checkOutAsGuest(guest, 'Transferencia bancaria', async () => undefined);
  await expect(guest.getByRole('heading', { level: 2, name: 'Cómo pagar' })).toBeVisible({ timeout: 30_000 });
  await guest.getByRole('link', { name: 'Ver mi pedido' }).click();
  const number = await orderNumberOn(guest);
  await guests.close();

  await page.goto(`/login?redirect=${encodeURIComponent(`/accounts/orders/${number}`)}`);
  await rejectAllCookies(page);
  await page.getByLabel('Correo electrónico').fill('admin@estampa.example');
  await page.getByLabel('Contraseña').fill('estampa-admin-2024');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  // The file renders in the background: the page is read again until the job is done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Líneas' }).getByText('Archivo de impresión listo')).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 120_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await shootPage(page, `docs/screens/${project.name}-${width}-back-office-order-print-files.png`);
  }
});
