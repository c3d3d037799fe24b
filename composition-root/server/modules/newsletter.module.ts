import { postgresNewsletterRepository } from '../../../adapters/postgres/postgres-newsletter-repository.ts';
import { newsletterRoutes, oneClickUnsubscribeRoutes } from '../../../adapters/server/shop-api/newsletter.routes.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { ShopNewsletter } from '../../../core/shop/newsletter/shop-newsletter.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { sealedNewsletterTokens } from '../../../adapters/system/sealed-newsletter-tokens.ts';
import {
  ownNewsletterSubscription,
  subscribeOwnAddress,
  unsubscribeOwnAddress,
} from '../../../core/shop/newsletter/own-subscription.use-cases.ts';
import { postgresCustomerRepository } from '../../../adapters/postgres/postgres-customer-repository.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../../core/shop/newsletter/newsletter.use-cases.ts';
import { token, TOKENS } from '../../tokens.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { rateLimitCheckOf } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';
import { siteUrlsFor } from './support-links.ts';
import { SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import type { SignedInCustomer } from '../../../adapters/server/signed-in-customer.ts';

const nobodySignedIn: SignedInCustomer = async () => null;

export const NEWSLETTER_TOKENS = {
  /** NEWSLETTER_SECRET, else derived from the auth secret: every instance sharing AUTH_SECRET agrees on it. */
  secret: token<string>('newsletter.secret'),
  useCases: token<ShopNewsletter>('newsletter.useCases'),
} as const;

export const newsletterModule: ServerModule = {
  name: 'newsletter',
  bind: (container) => {
    container
      .bind(NEWSLETTER_TOKENS.secret)
      .toResolvedValue(
        (config, master) => config.newsletterSecret ?? deriveSecret(master, 'newsletter'),
        [TOKENS.config, AUTH_TOKENS.secret],
      );
    container.bind(NEWSLETTER_TOKENS.useCases).toResolvedValue(
      (config, db, clock, mailer, secret, brandNames) => {
        const deps = {
          subscriptions: postgresNewsletterRepository(db.db),
          tokens: sealedNewsletterTokens(secret),
          clock,
        };
        const customers = postgresCustomerRepository(db.db);
        const own = {
          ...deps,
          addresses: { emailOf: (id: CustomerId) => customers.byId(id).map((account) => account?.email ?? null) },
        };
        const mailing = { mailer, siteUrls: siteUrlsFor(config), brandNames };
        return {
          defaultStore: config.store,
          subscribe: subscribeToNewsletter({ ...deps, ...mailing }),
          confirm: confirmNewsletterSubscription(deps),
          unsubscribe: unsubscribeFromNewsletter(deps),
          ownSubscription: ownNewsletterSubscription(own),
          subscribeOwn: subscribeOwnAddress({ ...own, ...mailing }),
          unsubscribeOwn: unsubscribeOwnAddress(own),
        };
      },
      [
        TOKENS.config,
        TOKENS.database,
        TOKENS.clock,
        MAIL_TOKENS.visitorMailer,
        NEWSLETTER_TOKENS.secret,
        ACCOUNTS_TOKENS.brandNames,
      ],
    );
  },
  shopApiRoutes: (container) =>
    newsletterRoutes({
      newsletter: container.get(NEWSLETTER_TOKENS.useCases),
      checkRateLimit: rateLimitCheckOf(container.get(TOKENS.database), container.get(TOKENS.clock)),
      signedInCustomer: container.isBound(SIGNED_IN_CUSTOMER) ? container.get(SIGNED_IN_CUSTOMER) : nobodySignedIn,
    }),
  rootRoutes: (container) => oneClickUnsubscribeRoutes({ newsletter: container.get(NEWSLETTER_TOKENS.useCases) }),
};
