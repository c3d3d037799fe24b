import { expect, test } from '@playwright/test';

const DAY = 86_400;

test('an affiliate landing sets the affiliate, awc, tracking and referral cookies with their lifetimes', async ({
  page,
  context,
}) => {
  const landed = Date.now() / 1000;
  await page.goto('/?afcust=7007&awc=55_abc&utm_source=newsletter&utm_campaign=spring');
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  const lifetime = (name: string) => Math.round(((cookies[name]?.expires ?? 0) - landed) / DAY);

  expect(cookies['affiliate']).toMatchObject({ value: '7007', path: '/', httpOnly: false, sameSite: 'Lax' });
  expect(lifetime('affiliate')).toBe(15);
  expect(cookies['awc']).toMatchObject({ value: '55_abc', sameSite: 'Lax' });
  expect(lifetime('awc')).toBe(30);
  expect(cookies['utm_source']).toMatchObject({ value: 'newsletter', httpOnly: false });
  expect(cookies['referral']).toMatchObject({ value: 'direct%7Cnewsletter', httpOnly: true, sameSite: 'Lax' });
  expect(lifetime('referral')).toBe(14);

  // Back on the shop (the shop is the referrer) nothing is overwritten and no second hit is recorded.
  const next = await page.request.get('/?afcust=7007&utm_source=other', {
    headers: { referer: page.url() },
  });
  expect(next.headers()['set-cookie'] ?? '').not.toMatch(/(^|\n)(affiliate|utm_source)=/);
});

test('a non-numeric afcust sets no affiliate cookie', async ({ page, context }) => {
  await page.goto('/?afcust=seven');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('affiliate');
});

test('an affiliate cookie already set is kept: a second affiliate link credits nobody new', async ({
  page,
  context,
}) => {
  await page.goto('/?afcust=7007');
  await page.goto('/?afcust=8008', { referer: 'https://partner.example/blog' });
  const affiliate = (await context.cookies()).filter((cookie) => cookie.name === 'affiliate');
  expect(affiliate.map((cookie) => cookie.value)).toEqual(['7007']);
});

test('tracking parameters are dropped when the visitor comes back from a payment provider', async ({
  page,
  context,
}) => {
  await page.goto('/?utm_source=paypal&gclid=abc123', { referer: 'https://www.paypal.com/checkoutnow' });
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('utm_source');
  expect(names).not.toContain('gclid');
  expect(names).not.toContain('referral');
});

test('a search engine referrer is labelled organic; another site is a referral', async ({ page, context }) => {
  const landed = Date.now() / 1000;
  await page.goto('/?gclid=Cj0KCQ', { referer: 'https://www.google.es/' });
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies['utm_source']?.value).toBe('www.google.es');
  expect(cookies['utm_medium']?.value).toBe('organic');
  expect(cookies['referral']?.value).toBe('organic%7Cwww.google.es');
  // The ad-click id in its combined form: gcl.1.{timestamp}.{10-digit random}.{click id}.
  expect(decodeURIComponent(cookies['gclid']?.value ?? '')).toMatch(/^gcl\.1\.\d{13}\.\d{10}\.Cj0KCQ$/);
  expect(Math.round(((cookies['gclid']?.expires ?? 0) - landed) / DAY)).toBe(30);

  await context.clearCookies();
  await page.goto('/?utm_campaign=spring', { referer: 'https://blog.example.org/gifts' });
  const again = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(again).toMatchObject({ utm_source: 'blog.example.org', utm_medium: 'referral', utm_campaign: 'spring' });
});
