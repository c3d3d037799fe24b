import { expect, type Page } from '@playwright/test';

/** The development outbox, open in this browser. */
export const openOutbox = async (page: Page) => {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
};

/** On the open outbox, the newest mail to `email` whose link matches `path`: its link, clicked. */
export const clickMailLink = async (page: Page, email: string, path: RegExp) => {
  // The mail sent TO the address: another mail's text may name it too.
  const sentTo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await sentTo.first().getByRole('link', { name: path }).first().click();
};

/** The newest outbox mail to `email` whose link matches `path`: its link, followed in this browser. */
export const followMailLink = async (page: Page, email: string, path: RegExp) => {
  await openOutbox(page);
  await clickMailLink(page, email, path);
};
