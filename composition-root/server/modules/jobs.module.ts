import type { FastifyInstance } from 'fastify';
import { pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { SHOP_JOB_POLICIES, SHOP_JOB_SCHEDULES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { mailOrderConfirmation } from '../../../core/shop/orders/mail-order-confirmation.job.ts';
import { token, TOKENS } from '../../tokens.ts';
import { runsBackgroundWork } from '../shop-role.ts';
import { mailPaymentConfirmation, renderInvoicePdf } from '../../../core/shop/invoices/invoice-jobs.ts';
import { housekeepingJob } from './housekeeping.job.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { INVOICES_TOKENS, queueUnfrozenInvoices } from './invoices.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import { siteUrlOf } from './support-links.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import type { ServerModule } from './server-module.ts';

export const JOBS_TOKENS = {
  /** The shop's job queue (pg-boss in the shop's database): queues jobs, and runs them in this process. */
  runner: token<JobRunner<ShopJobs>>('jobs.runner'),
} as const;

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
    runner.handle('order-confirmation-mail', mailOrderConfirmation(container.get(MAIL_TOKENS.visitorMailer)));
    const invoices = container.get(INVOICES_TOKENS.register);
    const blobs = container.get(MEDIA_TOKENS.blobs);
    runner.handle(
      'invoice-pdf',
      renderInvoicePdf({ invoices, renderer: container.get(INVOICES_TOKENS.renderer), blobs }),
    );
    runner.handle(
      'payment-confirmed-mail',
      mailPaymentConfirmation({
        invoices,
        tokens: container.get(INVOICES_TOKENS.linkTokens),
        clock: container.get(TOKENS.clock),
        siteUrl: siteUrlOf(container.get(TOKENS.config)),
        brandNames: container.get(ACCOUNTS_TOKENS.brandNames),
        mailer: container.get(MAIL_TOKENS.visitorMailer),
      }),
    );
    runner.handle('housekeeping', housekeepingJob(container.get(TOKENS.database), container.get(TOKENS.clock)));
    // Ready before the first request: a request may queue a job, which needs the queue's tables.
    app.addHook('onReady', async () => {
      await runner.start();
      const database = container.get(TOKENS.database).db;
      if (runsBackgroundWork(container.get(TOKENS.config)))
        await queueUnfrozenInvoices(database, runner.queueIn(database));
    });
    app.addHook('onClose', async () => runner.stop());
  },
};
