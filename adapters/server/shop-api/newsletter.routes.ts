import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import {
  ConfirmQuery,
  NEWSLETTER_PATHS,
  NewsletterOutcomeCodec,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  OneClickUnsubscribeQuery,
  OwnSubscribeBody,
  OwnSubscriptionCodec,
  OwnSubscriptionParams,
  SubscribeBody,
  SubscriptionRequestedCodec,
  UnsubscribeBody,
} from '../../shop-api-contract/newsletter.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { newsletterErrorAnswer } from './newsletter-errors.ts';
import { answered, fromBody, fromQuery, route } from '../route.ts';
import type { ShopNewsletter } from '../../../core/shop/newsletter/shop-newsletter.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';

export type NewsletterRouteDeps = {
  readonly newsletter: ShopNewsletter;
  readonly checkRateLimit: RateLimitCheck;
  readonly signedInCustomer: SignedInCustomer;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['newsletter'] } });

export const newsletterRoutes =
  ({ newsletter, checkRateLimit, signedInCustomer }: NewsletterRouteDeps) =>
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
          answer: SubscriptionRequestedCodec,
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
          answer: NewsletterOutcomeCodec,
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
          answer: NewsletterOutcomeCodec,
        }),
      ),
    );

    app.get(
      NEWSLETTER_PATHS.own,
      schema("The signed-in customer's own subscription"),
      answered(
        route({
          decode: fromQuery(OwnSubscriptionParams),
          who: signedInCustomer,
          run: (_, customer) => newsletter.ownSubscription(customer),
          errors: newsletterErrorAnswer,
          answer: OwnSubscriptionCodec,
        }),
      ),
    );

    app.put(
      NEWSLETTER_PATHS.own,
      {
        ...schema("Subscribe the signed-in customer's address (double opt-in: a confirmation e-mail when due)"),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.newsletterSubscribe),
      },
      answered(
        route({
          decode: fromBody(OwnSubscribeBody),
          who: signedInCustomer,
          run: ({ store }, customer) => newsletter.subscribeOwn(customer, store ?? newsletter.defaultStore),
          errors: newsletterErrorAnswer,
          answer: OwnSubscriptionCodec,
        }),
      ),
    );

    app.delete(
      NEWSLETTER_PATHS.own,
      schema("Unsubscribe the signed-in customer's address at once"),
      answered(
        route({
          decode: fromBody(OwnSubscriptionParams),
          who: signedInCustomer,
          run: (_, customer) => newsletter.unsubscribeOwn(customer),
          errors: newsletterErrorAnswer,
          answer: OwnSubscriptionCodec,
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
          answer: NewsletterOutcomeCodec,
        }),
      ),
    );
  };
