import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { InvalidFields } from '../../../core/domain/forms/field-problem.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import type { InvalidNewsletterToken } from '../../../core/shop/newsletter/newsletter-subscription.ts';
import type { NewsletterOutcome, SubscriptionRequested } from '../../../core/shop/newsletter/newsletter.use-cases.ts';
import {
  ConfirmQuery,
  NEWSLETTER_PATHS,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  OneClickUnsubscribeQuery,
  SubscribeBody,
  UnsubscribeBody,
} from '../../shop-api-contract/newsletter.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { newsletterErrorAnswer } from './newsletter-errors.ts';
import { answered, fromBody, fromQuery, route } from './route.ts';

export type NewsletterUseCases = {
  readonly defaultStore: StoreSlug;
  readonly subscribe: (
    email: string,
    store: StoreSlug,
  ) => ResultAsync<SubscriptionRequested, InvalidFields | RepositoryFailure | MailNotSent>;
  readonly confirm: (token: string) => ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure>;
  readonly unsubscribe: (token: string) => ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure>;
};

export type NewsletterRouteDeps = {
  readonly newsletter: NewsletterUseCases;
  readonly checkRateLimit: RateLimitCheck;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['newsletter'] } });

export const newsletterRoutes =
  ({ newsletter, checkRateLimit }: NewsletterRouteDeps) =>
  async (app: FastifyInstance) => {
    app.post(
      NEWSLETTER_PATHS.subscriptions,
      {
        ...schema('Sign up (double opt-in): the same answer for every address, a confirmation e-mail when due'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.newsletterSubscribe),
      },
      answered(
        route({
          decode: fromBody(SubscribeBody),
          run: ({ email, store }) => newsletter.subscribe(email, store ?? newsletter.defaultStore),
          errors: newsletterErrorAnswer,
          status: 202,
        }),
      ),
    );

    app.get(
      NEWSLETTER_PATHS.confirm,
      schema('Follow the double opt-in link'),
      answered(
        route({
          decode: fromQuery(ConfirmQuery),
          run: ({ token }) => newsletter.confirm(token),
          errors: newsletterErrorAnswer,
        }),
      ),
    );

    app.post(
      NEWSLETTER_PATHS.unsubscribe,
      schema('Unsubscribe with the signed token of a link'),
      answered(
        route({
          decode: fromBody(UnsubscribeBody),
          run: ({ token }) => newsletter.unsubscribe(token),
          errors: newsletterErrorAnswer,
        }),
      ),
    );
  };

/**
 * RFC 8058 one-click unsubscribe at the site root: mail providers POST `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL without any storefront session, so this route asks for nothing but the signed token
 * (the token is the authority; a cross-site check would only stop the providers). GET of the same URL is
 * the storefront's /unsubscribe page.
 */
export const oneClickUnsubscribeRoutes =
  ({ newsletter }: Pick<NewsletterRouteDeps, 'newsletter'>) =>
  async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 1024 });
    // RFC 8058 allows multipart too; its body says nothing the URL does not, so it is not read.
    app.addContentTypeParser('multipart/form-data', { bodyLimit: 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', done);
    });
    app.post(
      ONE_CLICK_UNSUBSCRIBE_PATH,
      schema('RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of newsletter e-mails'),
      answered(
        route({
          decode: fromQuery(OneClickUnsubscribeQuery),
          run: ({ token }) => newsletter.unsubscribe(token),
          errors: newsletterErrorAnswer,
        }),
      ),
    );
  };
