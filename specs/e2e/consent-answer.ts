import { expect, type Page } from '@playwright/test';

/** The consent banner of the Spanish store, found by its name as a person would. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies y tu privacidad' });

/** Rejects all cookies and waits until the answer is saved (the banner goes), so the next page load cannot cut it off. */
export const rejectAllCookies = async (page: Page) => {
  await consentBanner(page).getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(consentBanner(page)).toBeHidden();
};
