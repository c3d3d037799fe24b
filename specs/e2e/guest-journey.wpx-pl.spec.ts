import { expect, test, type Page } from '@playwright/test';
import { CartViewCodec } from '../../adapters/shop-api-contract/carts.codec.ts';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { formatMoney } from '../../core/domain/pricing/price-format.ts';
import { seriousViolations } from './accessibility.ts';

// WPX-PL (playwright.config.ts runs this spec on a shop started with STORE=WPX-PL): Polish, złoty, no decimals.
const PLN = { locale: 'pl-PL', withDecimals: false } as const;
/** A price as WPX-PL shows it: whole złoty, digits grouped by spaces, never a decimal comma. */
const WHOLE_ZLOTY = /^\d+(?:\s\d{3})*\szł$/;

/** The whole złoty a shown price says ('1 234 zł' → 1234; '88,00 zł' → 88). */
const zloty = (text: string) => Number(text.replace(/,00|\s|zł|−/g, ''));

const shownPrices = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((text) => text.trim());

test('a guest in WPX-PL buys in Polish with whole-złoty prices, a pickup point and a card, then tracks it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // Browse: the home page in Polish, every card price in whole złoty.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  const outlet = page.getByRole('region', { name: 'Outlet' });
  const cardPrices = await shownPrices(page, '.design-card .store-price > *');
  expect(cardPrices.length).toBeGreaterThan(0);
  for (const price of cardPrices) expect(price).toMatch(WHOLE_ZLOTY);

  // Design: the chosen article's price line follows the choice, in whole złoty.
  await outlet.getByRole('link').first().click();
  const choice = page.getByRole('group', { name: 'Wybierz, na czym go wydrukować' });
  await expect(choice.getByRole('radio').first()).toBeChecked();
  for (const price of await shownPrices(page, '.article-choice .store-price > *')) expect(price).toMatch(WHOLE_ZLOTY);
  const second = choice.getByRole('radio').nth(1);
  const secondName = (await choice.locator('label').nth(1).locator('.article-tile-name').textContent()) ?? '';
  await second.check();
  await expect(page.getByText(`Cena – ${secondName}:`)).toBeVisible();
  const add = page.getByRole('button', { name: 'Dodaj do koszyka' });
  await expect(add).toBeEnabled();
  await add.click();
  await page.getByRole('status').getByRole('link', { name: 'Zobacz koszyk' }).click();

  // Cart: the totals are the shop's amounts as the core formats them for pl-PL without decimals.
  await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeVisible();
  const changed = page.waitForResponse(
    (r) => r.url().includes('/shop-api/v1/cart/lines/') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: /^O jeden więcej: / }).click();
  // The answer as the browser reads it, through the cart's codec.
  const answer = ((await (await changed).json()) as { data: unknown }).data;
  const cart = decodeWith(CartViewCodec)(answer)._unsafeUnwrap();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('2');
  expect(cart.total.currency).toBe('PLN');
  const totals = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(totals.locator('dd').first()).toHaveText(formatMoney(cart.subtotal, PLN));
  await expect(totals.locator('.cart-total')).toHaveText(formatMoney(cart.total, PLN));
  await expect(page.locator('.cart-line-prices dd').last()).toHaveText(formatMoney(cart.lines[0]!.lineTotal!, PLN));
  // Shipping before an address reads "od 17 zł": the cheapest option, still whole złoty.
  for (const price of await shownPrices(page, '.cart-line-prices dd, .cart-totals dd')) {
    expect(price.replace(/^od\s/, '')).toMatch(WHOLE_ZLOTY);
  }

  // The WITAJ10 code: lines, shipping and discount as shown add up to the total shown.
  await page.getByRole('textbox', { name: 'Kod rabatowy' }).fill('WITAJ10');
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(page.getByText('Kod WITAJ10 został zastosowany.')).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do kasy' }).click();

  // 1. Contact.
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Osoba prywatna' })).toBeChecked();
  await page.getByLabel('E-mail').fill('zofia@example.com');
  await page.getByLabel('Imię').fill('Zofia');
  await page.getByLabel('Nazwisko').fill('Kowalska');
  await page.getByLabel('Telefon').fill('512345678');
  await page.getByRole('button', { name: 'Dalej' }).click();

  // 2. An address in Warsaw; Poland is the store's country.
  await expect(page.getByRole('heading', { level: 2, name: 'Adres' })).toBeVisible();
  await page.getByLabel('Ulica i numer').fill('ul. Marszałkowska 1');
  await page.getByLabel('Kod pocztowy').fill('00-950');
  await page.getByLabel('Miasto').fill('Warszawa');
  await expect(page.getByLabel('Kraj', { exact: true })).toHaveValue('PL');
  await page.getByRole('button', { name: 'Dalej' }).click();

  // 3. A pickup point near 00-950; carriers' prices in whole złoty.
  await expect(page.getByRole('heading', { level: 2, name: 'Dostawa' })).toBeVisible();
  await page.getByRole('radio', { name: /Odbiór w punkcie odbioru/ }).check();
  const carriers = page.getByRole('group', { name: 'Przewoźnik' }).getByRole('radio');
  await expect(carriers.first()).toBeChecked();
  for (const label of await page.getByRole('group', { name: 'Przewoźnik' }).locator('label').allTextContents()) {
    expect(label).toMatch(/ · \d+(?:\s\d{3})*\szł · \d+–\d+ dni roboczych$/);
  }
  // Nearest first, each with its distance and its hours in Polish; none from another city.
  const points = page.getByRole('group', { name: 'Punkt odbioru' });
  for (const label of await points.locator('.pickup-points label').allTextContents()) {
    expect(label).toMatch(/ · \d+(?:,\d)? km · .*, \d{2}-\d{3} Warszawa · pon\./);
  }
  const pointName = (await points.locator('label strong').first().textContent()) ?? '';
  await points.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  // 4. Card and terms.
  await expect(page.getByRole('heading', { level: 2, name: 'Płatność' })).toBeVisible();
  await page.getByRole('radio', { name: 'Karta' }).check();
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sprzedaży' }).check();
  expect(await seriousViolations(page), 'payment step').toEqual([]);
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click();

  // The sandbox payment page charges exactly the total shown; then the order, paid, with its totals in whole złoty.
  const payHeading = page.getByRole('heading', { level: 1, name: /^Pay / });
  await expect(payHeading).toBeVisible();
  const charged = zloty(((await payHeading.textContent()) ?? '').replace(/^Pay /, ''));
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  const number = ((await page.getByText(/^Numer zamówienia: /).textContent()) ?? '').replace('Numer zamówienia: ', '');
  expect(number).toMatch(/^PL-/);
  await expect(page.getByRole('status')).toHaveText('Otrzymaliśmy Twoją płatność.', { timeout: 20_000 });
  const orderTotals = await shownPrices(page, '.order-completed .order-totals dd');
  for (const price of orderTotals) expect(price.replace(/^−/, '')).toMatch(WHOLE_ZLOTY);
  expect(orderTotals[0]).toBe(formatMoney(cart.subtotal, PLN));
  const [subtotal = 0, shipping = 0, discount = 0, total = 0] = orderTotals.map(zloty);
  expect(discount).toBeGreaterThan(0);
  expect(subtotal + shipping - discount).toBe(total);
  expect(charged).toBe(total);
  // The order goes to the chosen pickup point, not to the address typed at checkout.
  const pickup = page.getByRole('region', { name: 'Punkt odbioru' });
  await expect(pickup).toContainText(pointName);
  await expect(pickup).toContainText(/pon\./);

  // Tracking by order number, postal code and country.
  await page.goto('/tracking');
  await page.getByLabel('Numer zamówienia').fill(number);
  await page.getByLabel('Kod pocztowy dostawy').fill('00-950');
  await expect(page.getByLabel('Kraj dostawy')).toHaveValue('PL');
  await page.getByRole('button', { name: 'Śledź zamówienie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Zamówienie ${number}` })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('W przygotowaniu');
  expect(await seriousViolations(page), 'tracking').toEqual([]);
  expect(consoleErrors, 'hydration mismatches and script errors').toEqual([]);
});
