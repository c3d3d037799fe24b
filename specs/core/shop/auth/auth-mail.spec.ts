import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authMail, authMailLanguage } from '../../../../core/shop/auth/auth-mail.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import { STORES } from '../../../../core/domain/site/stores.ts';

const LINK = 'https://shop.test/login/password-reset?token=abc';
const PAGE = 'https://shop.test/login';

const allMails = (mails: ReturnType<typeof authMail>) => [
  mails.confirmSignUp('a@b.es', LINK),
  mails.alreadyRegistered('a@b.es', PAGE, LINK),
  mails.signInLink('a@b.es', LINK),
  mails.passwordReset('a@b.es', LINK),
  mails.noAccount('a@b.es', PAGE),
];

describe('auth mails', () => {
  it('carry their link in the text and name the brand, in every language and store', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORES), fc.constantFrom(...LOCALES, null), (store, page) => {
        for (const mail of allMails(authMail(authMailLanguage(store, store.brand, page)))) {
          expect(mail.text).toContain(mail.link);
          expect(mail.subject).toContain(store.brand);
          expect(mail.to).toBe('a@b.es');
          expect(mail.html).toContain(`href="${mail.link}"`);
          expect(mail.html).toContain(`lang="${page ?? store.locale}"`);
          expect(mail.senderName).toBe(store.brand);
          expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
        }
      }),
    );
  });

  it("are written in the page's language, else the store's, with no text shared by two languages", () => {
    const subjects = LOCALES.map((locale) =>
      allMails(authMail({ locale, brand: 'Estampa', look: 'Estampa' }))
        .map((mail) => mail.subject)
        .join('|'),
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
    expect(authMail({ locale: 'en', brand: 'Estampa', look: 'Estampa' }).signInLink('a@b.es', LINK).text).toBe(
      [
        'Open this link to sign in to Estampa:',
        LINK,
        '',
        'The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail.',
        '',
        'The Estampa team',
      ].join('\n'),
    );
    expect(authMailLanguage(STORES[0]!, 'Estampa', null)).toEqual({ locale: 'pl', brand: 'Estampa', look: 'Estampa' });
    expect(authMailLanguage(STORES[0]!, 'Imprenta Sol', 'fr')).toEqual({
      locale: 'fr',
      brand: 'Imprenta Sol',
      look: 'Estampa',
    });
  });
});
