import { expect, test, type Page } from '@playwright/test';
import { consentBanner } from './consent-answer.ts';

const GA4_ID = 'G-E2ETEST01';
const GA4_IDS = { client_id: '1234567890.1700000000', session_id: '1700000001', session_number: 3 };
const FAKE_GTAG = `(() => {
  const ids = ${JSON.stringify(GA4_IDS)};
  const run = (command) => { if (command[0] === 'get') command[3](ids[command[2]]); };
  const layer = window.dataLayer;
  Array.from(layer).forEach(run);
  const push = layer.push.bind(layer);
  layer.push = (command) => { run(command); return push(command); };
})();`;
const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const ALL_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** No analytics id is configured by default: this one is written into the page's storefront config. */
const withAnalyticsId = async (page: Page) => {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/shop-api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replace('"analyticsId":null', `"analyticsId":"${GA4_ID}"`)
        .replace('"pushNotificationsId":null', '"pushNotificationsId":"e2e-push-app"');
      return route.fulfill({ response, body: html });
    },
  );
  // Google's servers are never reached: a stand-in tag answers gtag('get') the way gtag.js does.
  await page.route('https://cdn.onesignal.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG }),
  );
};

/** Every page event the page posts, and the consent commands on its dataLayer. */
const watch = (page: Page) => {
  const pageEvents: { status: number; body: unknown }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/event/page') && response.request().method() === 'POST') {
      pageEvents.push({ status: response.status(), body: response.request().postDataJSON() });
    }
  });
  return {
    pageEvents,
    consentCommands: () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((entry) => entry[0] === 'consent'),
      ),
    analyticsScripts: () => page.locator(`script[src*="googletagmanager.com/gtag/js?id=${GA4_ID}"]`).count(),
    pushScripts: () => page.locator('script[src^="https://cdn.onesignal.com/"]').count(),
  };
};

/** The POST /api/session carrying the consent answer (the screen metrics go in one of their own). */
const consentStored = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && (r.request().postData() ?? '').includes('isConsentGiven='),
  );

test('nothing is measured before consent; "Aceptar todas" grants, loads GA4 and sends page events', async ({
  page,
}) => {
  await withAnalyticsId(page);
  const watched = watch(page);
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watched.pageEvents).toEqual([]);
  expect(await watched.analyticsScripts()).toBe(0);
  expect(await watched.pushScripts()).toBe(0);
  expect(await watched.consentCommands()).toEqual([
    ['consent', 'default', ALL_DENIED],
    ['consent', 'update', ALL_DENIED],
  ]);

  const stored = consentStored(page);
  const firstEvent = page.waitForResponse((r) => r.url().endsWith('/api/event/page'));
  await consentBanner(page).getByRole('button', { name: 'Aceptar todas' }).click();
  expect((await stored).status()).toBe(200);
  expect((await firstEvent).status()).toBe(201);
  await expect(consentBanner(page)).toBeHidden();
  expect(await watched.analyticsScripts()).toBe(1);
  // Push notifications ride on ads consent, granted here too.
  expect(await watched.pushScripts()).toBe(1);
  expect((await watched.consentCommands()).at(-1)).toEqual(['consent', 'update', ALL_GRANTED]);
  // Once the tag runs, GA4's ids go into the session.
  await expect
    .poll(async () => (await (await page.request.get('/api/session')).json()).data)
    .toMatchObject({ ga4ClientId: GA4_IDS.client_id, ga4SessionId: GA4_IDS.session_id, ga4SessionNumber: 3 });
  expect(watched.pageEvents[0]?.body).toMatchObject({
    category: 'page',
    name: 'home',
    page: { path: '/', url: expect.stringMatching(/\/$/) },
    userAgent: expect.stringContaining('Chrome/'),
    platform: expect.any(String),
    mobile: false,
  });

  // A client-side navigation is a page view too, with the page before as its referrer.
  const secondEvent = page.waitForResponse((r) => r.url().endsWith('/api/event/page'));
  await page.getByRole('region', { name: 'Outlet' }).getByRole('link').first().click();
  expect((await secondEvent).status()).toBe(201);
  expect(watched.pageEvents[1]?.body).toMatchObject({
    name: 'design',
    page: { referrer: expect.stringMatching(/\/$/) },
  });

  // The answer is remembered: a new page load asks nothing and measures at once.
  const afterReload = page.waitForResponse((r) => r.url().endsWith('/api/event/page'));
  await page.reload();
  expect((await afterReload).status()).toBe(201);
  await expect(consentBanner(page)).toBeHidden();
});

test('"Rechazar todas" keeps everything denied: no page event, no analytics script, even after a reload', async ({
  page,
}) => {
  await withAnalyticsId(page);
  const watched = watch(page);
  await page.goto('/');
  const stored = consentStored(page);
  await consentBanner(page).getByRole('button', { name: 'Rechazar todas' }).click();
  expect(await (await stored).json()).toMatchObject({
    data: { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: false, consentVersion: 1 },
  });
  await expect(consentBanner(page)).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(consentBanner(page)).toBeHidden();
  expect(watched.pageEvents).toEqual([]);
  expect(await watched.analyticsScripts()).toBe(0);
  expect(await watched.pushScripts()).toBe(0);
  expect((await watched.consentCommands()).at(-1)).toEqual(['consent', 'update', ALL_DENIED]);
});

test('the preferences dialog grants analytics alone, and the answer reaches another tab', async ({ page, context }) => {
  await withAnalyticsId(page);
  const watched = watch(page);
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  await expect(consentBanner(other)).toBeVisible();

  const opener = consentBanner(page).getByRole('button', { name: 'Preferencias' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Publicidad' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Analítica' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('checkbox', { name: 'Analítica' }).check();
  const firstEvent = page.waitForResponse((r) => r.url().endsWith('/api/event/page'));
  await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
  expect((await firstEvent).status()).toBe(201);
  await expect(dialog).toBeHidden();
  expect((await watched.consentCommands()).at(-1)).toEqual([
    'consent',
    'update',
    { ...ALL_DENIED, analytics_storage: 'granted' },
  ]);
  expect(await watched.analyticsScripts()).toBe(1);
  expect(await watched.pushScripts()).toBe(0);

  // Shared between tabs: the other tab stops asking without a reload.
  await expect(consentBanner(other)).toBeHidden();
});
