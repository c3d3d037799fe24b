import { mailOrderShipped } from '../../../core/shop/order-lifecycle/mail-order-shipped.use-case.ts';
import { postgresShippedOrders } from '../../../adapters/postgres/postgres-shipped-orders.ts';
import type { FastifyInstance } from 'fastify';
import { pgBossJobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { postgresInvitationRecipients } from '../../../adapters/postgres/postgres-purchase-records.ts';
import { SHOP_JOB_POLICIES, SHOP_JOB_SCHEDULES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { deliverMail } from '../../../core/shop/mail/deliver-mail.job.ts';
import { renderPrintFile } from '../../../core/shop/print-files/render-print-files.use-case.ts';
import { inviteReview } from '../../../core/shop/reviews/invite-review.use-case.ts';
import { TOKENS } from '../../tokens.ts';
import { runsBackgroundWork } from '../shop-role.ts';
import { mailPaymentConfirmation, renderInvoicePdf } from '../../../core/shop/invoices/invoice-jobs.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { housekeepingJob } from './housekeeping.job.ts';
import { INVOICES_TOKENS, queueUnfrozenInvoices } from './invoices.module.ts';
import { JOBS_TOKENS } from './jobs-tokens.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { PRINT_FILES_TOKENS } from './print-files.module.ts';
import { REVIEWS_TOKENS } from './reviews.module.ts';
import type { ServerModule } from './server-module.ts';
import { siteUrlsFor } from './support-links.ts';

/**
 * Background work on one PostgreSQL job queue: jobs queued in the transaction that causes them, run once across
 * every instance, retried with a doubling delay, failures kept for the operator (`npm run shop -- jobs failed`).
 */
export const jobsModule: ServerModule = {
  name: 'jobs',
  bind: (container) => {
    container.bind(JOBS_TOKENS.runner).toResolvedValue(
      (database, log, config) =>
        pgBossJobRunner<ShopJobs>({
          database,
          // A web instance queues jobs; workers (and a single `all` process) run them.
          work: runsBackgroundWork(config),
          policies: SHOP_JOB_POLICIES,
          schedules: SHOP_JOB_SCHEDULES,
          report: (event) =>
            event.kind === 'try-failed'
              ? log(
                  'warn',
                  { job: { name: event.name, id: event.id }, cause: event.cause },
                  'Job failed; it is retried',
                )
              : log('error', { cause: event.cause }, 'Job queue error'),
        }),
      [TOKENS.database, MAIL_TOKENS.log, TOKENS.config],
    );
  },
  rootRoutes: (container) => async (app: FastifyInstance) => {
    const runner = container.get(JOBS_TOKENS.runner);
    const database = container.get(TOKENS.database);
    runner.handle('mail', deliverMail(container.get(MAIL_TOKENS.delivery)));
    // Through the visitor's mailer: the recipient limit counts the mail once (with SMTP it queues a `mail` job,
    // whose retries the limit does not count again and so never drop the mail).
    runner.handle('order-confirmation-mail', deliverMail(container.get(MAIL_TOKENS.visitorMailer)));
    runner.handle(
      'review-invitation',
      inviteReview({
        recipients: postgresInvitationRecipients(database.db),
        mailer: container.get(MAIL_TOKENS.delivery),
        tokens: container.get(REVIEWS_TOKENS.linkTokens),
        clock: container.get(TOKENS.clock),
        siteUrls: siteUrlsFor(container.get(TOKENS.config)),
        brandNames: container.get(ACCOUNTS_TOKENS.brandNames),
      }),
    );
    runner.handle(
      'order-shipped-mail',
      mailOrderShipped({
        orders: postgresShippedOrders(database.db),
        mailer: container.get(MAIL_TOKENS.delivery),
        brandNames: container.get(ACCOUNTS_TOKENS.brandNames),
        siteUrls: siteUrlsFor(container.get(TOKENS.config)),
      }),
    );
    runner.handle('print-file', renderPrintFile(container.get(PRINT_FILES_TOKENS.deps)));
    const invoices = container.get(INVOICES_TOKENS.register);
    runner.handle(
      'invoice-pdf',
      renderInvoicePdf({
        invoices,
        renderer: container.get(INVOICES_TOKENS.renderer),
        blobs: container.get(MEDIA_TOKENS.blobs),
      }),
    );
    runner.handle(
      'payment-confirmed-mail',
      mailPaymentConfirmation({
        invoices,
        tokens: container.get(INVOICES_TOKENS.linkTokens),
        clock: container.get(TOKENS.clock),
        siteUrls: siteUrlsFor(container.get(TOKENS.config)),
        brandNames: container.get(ACCOUNTS_TOKENS.brandNames),
        mailer: container.get(MAIL_TOKENS.visitorMailer),
      }),
    );
    runner.handle('housekeeping', housekeepingJob(database, container.get(TOKENS.clock)));
    // Ready before the first request: a request may queue a job, which needs the queue's tables.
    app.addHook('onReady', async () => {
      await runner.start();
      if (runsBackgroundWork(container.get(TOKENS.config)))
        await queueUnfrozenInvoices(database.db, runner.queueIn(database.db));
    });
    app.addHook('onClose', async () => runner.stop());
  },
};
