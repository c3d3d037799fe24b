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
