import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import { authMail, authMailLanguage } from './auth-mail.ts';

/** Mails an e-mail sign-in link (the link and its token come from Auth.js's e-mail provider) in the page's language. */
export const sendSignInLink =
  (deps: {
    readonly mailer: Mailer;
    readonly store: Pick<Store, 'slug' | 'locale'>;
    readonly brandNames: BrandNames;
  }) =>
  (email: string, link: string, locale: Locale | null): ResultAsync<void, MailNotSent> =>
    deps
      .brandNames(deps.store.slug)
      .andThen((brand) =>
        deps.mailer.send(authMail(authMailLanguage(deps.store, brand, locale)).signInLink(email, link)),
      );
