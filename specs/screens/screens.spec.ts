import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { checkOutAsGuest, orderNumberOn, putADesignInTheCart } from '../e2e/guest-checkout.ts';
import { rejectAllCookies } from '../e2e/consent-answer.ts';

// The spec's phone, tablet and desktop widths (mobileMedium, tablet, desktopMedium).
const WIDTHS = [375, 768, 1280] as const;

for (const width of WIDTHS) {
  test(`the shop at ${width} px`, async ({ page }, { project }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const shoot = async (name: string) => {
      // Lazy pictures below the fold load once scrolled near: scroll through so the whole page is drawn.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const shot = await page.screenshot({ fullPage: true });
      // A palette PNG: a fifth of the size, still sharp enough for people to look at.
      await sharp(shot)
        .png({ palette: true, quality: 85, effort: 4 })
        .toFile(`docs/screens/${project.name}-${width}-${name}.png`);
    };
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
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('not-found');
  });
}
