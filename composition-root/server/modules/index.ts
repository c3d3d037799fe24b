import { accountsModule } from './accounts.module.ts';
import { backOfficeModule } from './back-office.module.ts';
import { commissionsModule } from './commissions.module.ts';
import { affiliatesModule } from './affiliates.module.ts';
import { authModule } from './auth.module.ts';
import { cartsModule } from './carts.module.ts';
import { catalogueModule } from './catalogue.module.ts';
import { checkoutModule } from './checkout.module.ts';
import { helpCenterModule } from './help-center.module.ts';
import { invoicesModule } from './invoices.module.ts';
import { jobsModule } from './jobs.module.ts';
import { mailModule } from './mail.module.ts';
import { mediaModule } from './media.module.ts';
import { newsletterModule } from './newsletter.module.ts';
import { ordersModule } from './orders.module.ts';
import { paymentsModule } from './payments.module.ts';
import { personalisationModule } from './personalisation.module.ts';
import { printFilesModule } from './print-files.module.ts';
import { productServerModule } from './product-server.module.ts';
import { reviewsModule } from './reviews.module.ts';
import { seoModule } from './seo.module.ts';
import { ticketsModule } from './tickets.module.ts';
import type { ServerModule } from './server-module.ts';

/**
 * Every context of the shop service, in the order their routes are registered. The product server comes first:
 * its security headers and OpenAPI collectors must be registered before every other route.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  productServerModule,
  catalogueModule,
  cartsModule,
  personalisationModule,
  checkoutModule,
  ordersModule,
  printFilesModule,
  mediaModule,
  paymentsModule,
  mailModule,
  jobsModule,
  authModule,
  accountsModule,
  invoicesModule,
  helpCenterModule,
  ticketsModule,
  backOfficeModule,
  commissionsModule,
  reviewsModule,
  newsletterModule,
  affiliatesModule,
  seoModule,
];

/**
 * What the order lifecycle needs without a server (the operator's CLI): its mails name the store's saved brand, and
 * the jobs it queues (review invitations, mail) wait in the job queue for the shop's workers.
 */
export const ORDER_LIFECYCLE_MODULES: readonly ServerModule[] = [
  mailModule,
  jobsModule,
  authModule,
  accountsModule,
  reviewsModule,
  paymentsModule,
];
