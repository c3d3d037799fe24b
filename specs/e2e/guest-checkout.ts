import { expect, type Page } from '@playwright/test';

/** A guest's way through the WPX-ES checkout, with a hook at each step (an axe run, a screenshot). */
export type CheckoutStepHook = (step: 'contact' | 'address' | 'shipment' | 'payment') => Promise<void>;

/** A design from the home page's outlet, in the cart: the cart page is open when this returns. */
export const putADesignInTheCart = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  const add = page.getByRole('button', { name: 'Añadir a la cesta' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Ver la cesta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cesta' })).toBeVisible();
};

/** From the cart page to a placed order, collected at a pickup point in Madrid, paid by `payment`. */
export const checkOutAsGuest = async (
  page: Page,
  payment: 'Tarjeta' | 'Transferencia bancaria',
  at: CheckoutStepHook,
  email = 'lucia@example.com',
) => {
  await page.getByRole('link', { name: 'Tramitar pedido' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('lucia@');
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await at('contact');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('García');
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Dirección' })).toBeVisible();
  await page.getByLabel('Calle y número').fill('Calle Mayor 1');
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Ciudad').fill('Madrid');
  await at('address');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Envío' })).toBeVisible();
  await page.getByRole('radio', { name: /Recogida en un punto de recogida/ }).check();
  await page.getByRole('group', { name: 'Punto de recogida' }).getByRole('radio').first().check();
  await at('shipment');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: 'Acepto las condiciones generales de venta' }).check();
  await at('payment');
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
};

/** The order number the order-completed page shows. */
export const orderNumberOn = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();
  return ((await page.getByText(/^Número de pedido: /).textContent()) ?? '').replace('Número de pedido: ', '');
};
