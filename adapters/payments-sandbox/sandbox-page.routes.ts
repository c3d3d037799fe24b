import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withContract } from '../server/route.ts';
import * as t from 'io-ts';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { ShopDatabase } from '../postgres/database.ts';
import { isCrossSiteRequest } from '../server/cross-site.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { matching } from '../shop-api-contract/pattern.codec.ts';
import type { JobRunner } from '../jobs/pg-boss-job-runner.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import { deliverNotification, type DeliveryOutcome } from './notification-delivery.ts';
import { SIGNATURE_HEADER } from './notification-signature.ts';
import { findSandboxSession, recordSandboxChoice } from './sandbox-choice.ts';
import { SANDBOX_PAGE_PATH } from './sandbox-payment-gateway.ts';
import { sandboxMessagePage, sandboxPaymentPage } from './sandbox-page.ts';

export type SandboxRoutesDeps = {
  readonly db: ShopDatabase;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly secret: string;
  /** The shop's webhook, on this same server. */
  readonly webhookPath: string;
  /** The shop's job queue: notifications are queued with the payer's choice and delivered by whichever worker runs. */
  readonly jobs: Pick<JobRunner<ShopJobs>, 'queueIn' | 'handle' | 'wake'>;
};

const Reference = matching('ProviderReference', /^[A-Za-z0-9]{8,64}$/, 'expected a payment reference');
const PageParams = t.type({ reference: Reference });
const ChoiceParams = t.type({ reference: Reference, choice: t.keyof({ approve: null, decline: null }) });

/** The provider's pages are HTML, as a hosted payment page is; so are its refusals. */
const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const NOT_FOUND = page('No such payment: a page that says so');

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(html);

const notFoundPage = (reply: FastifyReply) =>
  sendPage(reply, 404, sandboxMessagePage('Payment not found', 'This payment page does not exist.'));

// 408, 425 and 429 and every 5xx may pass; any other 4xx refuses these very bytes, so resending cannot help.
const outcomeOf = (status: number, body: string): DeliveryOutcome => {
  if (status >= 200 && status < 300) return { kind: 'acknowledged' };
  const reason = `HTTP ${status}: ${body.slice(0, 200)}`;
  return status >= 400 && status < 500 && ![408, 425, 429].includes(status)
    ? { kind: 'rejected', reason }
    : { kind: 'failed', reason };
};

/**
 * The sandbox provider's hosted payment page, mounted on the shop's own server, and the job that delivers its
 * notifications to the shop's webhook through the same server's request pipeline.
 */
export const paymentsSandboxRoutes = (deps: SandboxRoutesDeps) => async (app: FastifyInstance) => {
  await app.register(formbody, { bodyLimit: 1024 });
  deps.jobs.handle(
    'payment-notification',
    deliverNotification({
      secret: deps.secret,
      send: async ({ body, signature }) => {
        const response = await app.inject({
          method: 'POST',
          url: deps.webhookPath,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload: body,
        });
        return outcomeOf(response.statusCode, response.body);
      },
    }),
  );

  const schema = (summary: string, response: Record<number, unknown>) => ({
    schema: { summary, tags: ['payments-sandbox'], response },
  });
  // The parameters are for the document only: a reference that does not decode is a page not found, not a 400.
  const reading = <F extends object>(params: t.Any, handler: F) =>
    withContract(handler, { request: { params }, status: 200, errorStatuses: [] });
  app.get(
    `${SANDBOX_PAGE_PATH}/:reference`,
    schema('The sandbox hosted payment page', { 200: page('The payment page'), 404: NOT_FOUND }),
    reading(PageParams, async (request: FastifyRequest, reply: FastifyReply) => {
      const params = decodeWith(PageParams)(request.params);
      const session = params.isOk() ? await findSandboxSession(deps.db, params.value.reference) : undefined;
      return session ? sendPage(reply, 200, sandboxPaymentPage(session, SANDBOX_PAGE_PATH)) : notFoundPage(reply);
    }),
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:reference/:choice`,
    schema('Approve or decline a sandbox payment', {
      303: { description: "On to the shop's return page", type: 'null' },
      403: page('Refused: not sent from the payment page itself'),
      404: NOT_FOUND,
    }),
    reading(ChoiceParams, async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCrossSiteRequest(request)) {
        const message = 'A payment can only be approved or declined from its own payment page.';
        return sendPage(reply, 403, sandboxMessagePage('Request refused', message));
      }
      const params = decodeWith(ChoiceParams)(request.params);
      if (params.isErr()) return notFoundPage(reply);
      const { reference, choice } = params.value;
      const chosen = await recordSandboxChoice(
        deps.db,
        deps.jobs.queueIn,
        deps.ids,
        deps.clock,
        reference,
        choice === 'approve' ? 'approved' : 'declined',
      );
      if (!chosen) return notFoundPage(reply);
      if (chosen.fresh) deps.jobs.wake('payment-notification');
      return reply.redirect(chosen.location, 303);
    }),
  );
};
