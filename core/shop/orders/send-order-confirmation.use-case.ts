import { okAsync, type ResultAsync } from 'neverthrow';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import type { NewOrder } from './order.ts';

export type SendOrderConfirmationDeps = {
  /** The per-recipient limited mailer: placing orders is something a visitor does. */
  readonly mailer: Mailer;
  /** The configured public origin, never a request's Host. */
  readonly siteUrl: string;
  readonly brandNames: BrandNames;
  /** Told of a confirmation that could not be sent, for the operator's log; the order stands. */
  readonly failed: (order: NewOrder, error: MailNotSent) => void;
};

/** Mails the placed order's confirmation; never fails, so a mail problem never undoes or refuses an order. */
export const sendOrderConfirmation =
  (deps: SendOrderConfirmationDeps) =>
  (order: NewOrder): ResultAsync<void, never> =>
    deps
      .brandNames(order.store)
      .andThen((brand) => deps.mailer.send(orderConfirmationMail(order, deps.siteUrl, brand)))
      .orElse((error) => {
        deps.failed(order, error);
        return okAsync(undefined);
      });
