import type { FastifyInstance } from 'fastify';
import { normaliseEmail } from '../../../core/domain/validation/email-address.ts';
import type { ShopAccounts } from '../../../core/shop/accounts/shop-accounts.ts';
import {
  EMAIL_CHANGE_PATHS,
  EmailChangeBody,
  EmailChangeConfirmBody,
  EmailChangedCodec,
  EmailChangeRequestedCodec,
} from '../../shop-api-contract/email-change.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import type { SessionCustomerId } from './accounts.routes.ts';
import { accountsErrorAnswer } from './accounts-errors.ts';
import { answered, fromBody, route } from '../route.ts';

const doc = (summary: string) => ({ schema: { summary, tags: ['accounts'] } });

/** The e-mail change: asked for with the password, confirmed by the link mailed to the new address. */
export const emailChangeRoutes =
  (useCases: ShopAccounts, sessionCustomerId: SessionCustomerId, checkRateLimit: RateLimitCheck) =>
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const common = { who: sessionCustomerId, errors: accountsErrorAnswer };

    app.post(
      EMAIL_CHANGE_PATHS.request,
      {
        ...doc('Mail a confirmation link to a new address, giving the current password'),
        // It checks a password, so it counts with the other password forms.
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.accountPassword),
      },
      answered(
        route({
          ...common,
          decode: fromBody(EmailChangeBody),
          answer: EmailChangeRequestedCodec,
          run: ({ new_email, password }, customer) =>
            useCases
              .requestEmailChange(customer, { newEmail: new_email, password })
              .map(() => ({ sentTo: normaliseEmail(new_email) })),
        }),
      ),
    );

    app.post(
      EMAIL_CHANGE_PATHS.confirm,
      {
        ...doc('Follow an e-mail change link: the account moves to the new address, the old one is told'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.emailChangeConfirm),
      },
      answered(
        route({
          ...common,
          decode: fromBody(EmailChangeConfirmBody),
          answer: EmailChangedCodec,
          run: ({ token }, customer) => useCases.confirmEmailChange(customer, token),
        }),
      ),
    );
  };
