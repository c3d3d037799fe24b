import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { orderStatusName, type OrderStatusName } from '../../domain/orders/order-status.ts';
import { multiplyMoney, type Money } from '../../domain/pricing/money.ts';
import type { CartOwner } from '../carts/cart.ts';
import { orderNotFound, type OrderNotFound } from './order-errors.ts';
import { normaliseOrderPublicId } from './order-public-id.ts';
import type { OrderRepository } from './order-repository.port.ts';
import type { OrderLine, StoredOrder } from './order.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import { personalisedLineOf } from '../personalisation/personalised-line.ts';
import { cartPreviewUrl } from '../personalisation/project.ts';
import type { InvoiceLinkOf } from '../invoices/invoice-link.ts';

export type OrderSummary = Omit<StoredOrder, 'placedBy' | 'lines'> & {
  readonly statusName: OrderStatusName;
  /** `urlPreview`: a personalised line's preview as the cart showed it (jpg; .avif and .webp beside it), else null. */
  readonly lines: readonly (OrderLine & { readonly lineTotal: Money; readonly urlPreview: string | null })[];
  /** The order's invoice behind a signed, expiring link once it is paid (a guest has no account to find it in). */
  readonly invoiceUrl: string | null;
};

/** A customer's order is theirs wherever they sign in; a guest's belongs to the session that placed it. */
const placedBy = (order: StoredOrder, owner: CartOwner): boolean =>
  order.placedBy.customerId !== null
    ? order.placedBy.customerId === owner.customerId
    : order.placedBy.sessionId === owner.sessionId;

/** The order-completed page's summary, for whoever placed the order and nobody else. */
export const orderSummary =
  (deps: { readonly orders: OrderRepository; readonly invoiceLink?: InvoiceLinkOf }) =>
  (owner: CartOwner, publicId: string): ResultAsync<OrderSummary, OrderNotFound | RepositoryFailure> =>
    deps.orders.find(normaliseOrderPublicId(publicId)).andThen((order) => {
      if (order === null || !placedBy(order, owner)) return errAsync(orderNotFound());
      const { placedBy: _, lines, ...rest } = order;
      const invoiceUrl = deps.invoiceLink?.(order.publicId) ?? okAsync(null);
      return invoiceUrl.map((url) => ({
        invoiceUrl: url,
        ...rest,
        statusName: orderStatusName(order.status),
        lines: lines.map((line) => {
          const personalised = personalisedLineOf(line.customisation);
          return {
            ...line,
            lineTotal: multiplyMoney(line.unitPrice, line.quantity),
            urlPreview: personalised === null ? null : cartPreviewUrl(personalised.previewId),
          };
        }),
      }));
    });
