import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { InvalidFields } from '../../../core/shop/forms/field-problem.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import type { InvalidNewsletterToken } from '../../../core/shop/newsletter/newsletter-subscription.ts';
import type { NewsletterOutcome, SubscriptionRequested } from '../../../core/shop/newsletter/newsletter.use-cases.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import {
  ConfirmQuery,
  NEWSLETTER_PATHS,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  OneClickUnsubscribeQuery,
  SubscribeBody,
  UnsubscribeBody,
} from '../../shop-api-contract/newsletter.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { sendInvalidFields } from '../field-problem-errors.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';

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

/** Each sign-up sends an e-mail, so one address may not use the form to flood someone's inbox. */
export const SUBSCRIBE_RATE_LIMIT = { name: 'newsletter.subscribe', max: 10, windowMs: 60 * 60 * 1000 } as const;

type NewsletterError = InvalidFields | RepositoryFailure | MailNotSent | InvalidNewsletterToken;

/** The one mapping from the newsletter's errors to HTTP status and envelope. */
const sendNewsletterError = (reply: FastifyReply, request: FastifyRequest, error: NewsletterError) => {
  switch (error.type) {
    case 'InvalidFields':
      return sendInvalidFields(reply, error.problems);
    case 'InvalidNewsletterToken':
      // Forged, expired or stale links all read the same: the shopper can only ask for a new one.
      return sendError(reply, 400, ERROR_CODES.badRequest, 'This link is not valid or has expired');
    case 'MailNotSent':
      request.log.error({ cause: error.cause }, 'newsletter confirmation mail not sent');
      return sendError(
        reply,
        503,
        ERROR_CODES.internal,
        'The confirmation e-mail could not be sent, try again shortly',
      );
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'newsletter repository failed');
      return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

const badRequest = (reply: FastifyReply, errors: readonly string[]) =>
  sendError(reply, 400, ERROR_CODES.badRequest, errors.join('; '));

const schema = (summary: string) => ({ schema: { summary, tags: ['newsletter'] } });

export const newsletterRoutes =
  ({ newsletter, checkRateLimit }: NewsletterRouteDeps) =>
  async (app: FastifyInstance) => {
    app.post(
      NEWSLETTER_PATHS.subscriptions,
      {
        ...schema('Sign up (double opt-in): the same answer for every address, a confirmation e-mail when due'),
        preHandler: rateLimitedByIp(checkRateLimit, SUBSCRIBE_RATE_LIMIT),
      },
      async (request, reply) => {
        const body = decodeWith(SubscribeBody)(request.body);
        if (body.isErr()) return badRequest(reply, body.error.errors);
        const result = await newsletter.subscribe(body.value.email, body.value.store ?? newsletter.defaultStore);
        return result.match(
          (data) => sendData(reply.status(202), data),
          (error) => sendNewsletterError(reply, request, error),
        );
      },
    );

    app.get(NEWSLETTER_PATHS.confirm, schema('Follow the double opt-in link'), async (request, reply) => {
      const query = decodeWith(ConfirmQuery)(request.query);
      if (query.isErr()) return badRequest(reply, query.error.errors);
      const result = await newsletter.confirm(query.value.token);
      return result.match(
        (data) => sendData(reply, data),
        (error) => sendNewsletterError(reply, request, error),
      );
    });

    app.post(
      NEWSLETTER_PATHS.unsubscribe,
      schema('Unsubscribe with the signed token of a link'),
      async (request, reply) => {
        const body = decodeWith(UnsubscribeBody)(request.body);
        if (body.isErr()) return badRequest(reply, body.error.errors);
        const result = await newsletter.unsubscribe(body.value.token);
        return result.match(
          (data) => sendData(reply, data),
          (error) => sendNewsletterError(reply, request, error),
        );
      },
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
      async (request, reply) => {
        const query = decodeWith(OneClickUnsubscribeQuery)(request.query);
        if (query.isErr()) return badRequest(reply, query.error.errors);
        const result = await newsletter.unsubscribe(query.value.token);
        return result.match(
          (data) => sendData(reply, data),
          (error) => sendNewsletterError(reply, request, error),
        );
      },
    );
  };
