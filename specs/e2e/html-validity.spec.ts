import { expect, test } from '@playwright/test';
import { nuCheckerMissing, nuErrors } from './nu-html-checker.ts';

// The server's HTML of the pages the screens cover, as a first visit gets it (consent banner and all), checked by the
// W3C Nu HTML checker: zero errors, each page reported by name. No browser: the HTML is the server's, not the DOM's.

const missing = nuCheckerMissing();
if (missing !== undefined) console.log(`Nu HTML check skipped: ${missing}.`);

test('the main pages’ HTML has no Nu checker errors', async ({ request }) => {
  test.skip(missing !== undefined, missing);
  test.setTimeout(120_000);
  const html = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  const home = await html('/');
  const designUrl = /<a class="design-card" href="(\/design\/[^"]+)"/.exec(home)?.[1] ?? '';
  const pages: Record<string, string> = {
    home,
    'designs on one article': await html('/designs/taza/101'),
    offers: await html('/offers'),
    design: await html(designUrl),
    'empty cart': await html('/cart'),
    login: await html('/login'),
    contact: await html('/contact'),
    tracking: await html('/tracking'),
    'help center': await html('/help-center'),
    'help center topic': await html('/help-center/topic/90'),
    reviews: await html('/reviews'),
  };

  // A line in the cart, through the Shop API as the design page's button does, opens the cart and the checkout.
  const sid = (await request.storageState()).cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
  const designId = designUrl.split('/').at(-1) ?? '';
  const design = await request.get(`/shop-api/v1/designs/${designId}?ext_session_id=${sid}`);
  const { articles } = ((await design.json()) as { data: { articles: { id: number }[] } }).data;
  const added = await request.post(`/shop-api/v1/cart/lines?ext_session_id=${sid}`, {
    form: { article_id: String(articles[0]?.id), design_id: designId, quantity: '1' },
  });
  expect(added.status()).toBe(201);
  pages.cart = await html('/cart');
  pages.checkout = await html('/checkout');

  const errors = nuErrors(pages);
  for (const [name, found] of Object.entries(errors)) expect.soft(found, name).toEqual([]);
});
