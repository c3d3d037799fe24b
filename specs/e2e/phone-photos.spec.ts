import { expect, test, type Page } from '@playwright/test';
import { rejectAllCookies } from './consent-answer.ts';
import { phoneHeic, phoneJpeg, pngDeclaring } from '../support/phone-photos.ts';

/** A phone photo is checked, decoded or re-encoded and stored before it shows: on a busy machine that takes a while. */
const UPLOADED = { timeout: 60_000 };

const layers = (page: Page) => page.getByRole('list', { name: 'Capas, la de arriba primero' });
const photoLayers = (page: Page) =>
  layers(page).getByRole('button', { name: /^Foto, \d+ × \d+ mm, \d+ píxeles por pulgada$/ });

/** The constructor as a shopper reaches it: the home page's first outlet design, "personalise". */
const openTheConstructor = async (page: Page) => {
  await page.goto('/');
  await rejectAllCookies(page);
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  await page.getByRole('link', { name: /^Personaliza tu .+ con tus fotos y tus palabras$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Personalizar: / })).toBeVisible();
  // The design opened from is the first layer.
  await expect(photoLayers(page)).toHaveCount(1, UPLOADED);
};

test("a shopper reads the photo limits, adds a phone's 48-megapixel JPEG and an iPhone's HEIC, and is told in Spanish why a file is refused", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openTheConstructor(page);
  const add = page.getByRole('button', { name: 'Añadir una foto' });
  await expect(add).toHaveAccessibleDescription(
    'Fotos JPEG, PNG, WebP, AVIF, HEIC o TIFF, de hasta 50 MB y 100 megapíxeles.',
  );

  const picker = page.getByLabel('Añadir una foto');
  await picker.setInputFiles({ name: 'IMG_4821.JPG', mimeType: 'image/jpeg', buffer: Buffer.from(await phoneJpeg()) });
  await expect(photoLayers(page)).toHaveCount(2, UPLOADED);
  // The browser cannot read a HEIC: the size the shop read gives the print quality.
  await picker.setInputFiles({ name: 'IMG_4822.HEIC', mimeType: 'image/heic', buffer: Buffer.from(phoneHeic()) });
  await expect(photoLayers(page)).toHaveCount(3, UPLOADED);

  // Both refused by the shop, not the browser: each said in the store's language from the refusal's code.
  const refusal = (text: string) => page.getByRole('alert').filter({ hasText: text });
  const tooManyPixels = 'La foto tiene demasiados píxeles: el límite es 100 megapíxeles.';
  await picker.setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngDeclaring(12_000, 9_000)),
  });
  await expect(refusal(tooManyPixels)).toHaveText(tooManyPixels, UPLOADED);
  const notAPhoto =
    'Este archivo no es una foto que podamos imprimir. Elige una imagen JPEG, PNG, WebP, AVIF, HEIC o TIFF.';
  await picker.setInputFiles({
    name: 'notas.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('solo texto, no una foto'),
  });
  await expect(refusal(notAPhoto)).toHaveText(notAPhoto, UPLOADED);
  await expect(refusal(tooManyPixels)).toHaveCount(0);
  await expect(photoLayers(page)).toHaveCount(3);
});
