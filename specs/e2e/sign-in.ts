import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { rejectAllCookies } from './consent-answer.ts';

export type Account = { readonly email: string; readonly password: string };

/** The demo customer, Ana. */
export const ANA: Account = DEMO_ACCOUNTS.customer;
/** The demo administrator, who sees the back office. */
export const ADMIN: Account = DEMO_ACCOUNTS.administrator;

/** Signs `who` in through the login form of `/login?redirect={target}` and waits until the shop lands on `target`. */
export const signIn = async (page: Page, who: Account, target: string) => {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await rejectAllCookies(page);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Contraseña').fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`));
};
