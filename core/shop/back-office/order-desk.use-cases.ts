import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { requireAdministrator, type AdministratorOnly } from '../../domain/customers/administrator.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { OrderTransitionError } from '../../domain/orders/order-transitions.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { IllegalPaymentTransition } from '../../domain/payments/payment-status.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { dateRangeFor, type DateFilter } from '../../domain/shared/date-filter.ts';
import type { IllegalTrackingTransition } from '../../domain/shipments/tracking-machine.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { advanceOrder } from '../order-lifecycle/advance-order.use-case.ts';
import type { advanceShipment, ShipmentNoteTooLong } from '../order-lifecycle/advance-shipment.use-case.ts';
import type { cancelOrder } from '../order-lifecycle/cancel-order.use-case.ts';
import type { ShipmentNotFound } from '../order-lifecycle/order-ledger.port.ts';
import type { AlreadyRefunded, refundOrder } from '../order-lifecycle/refund-order.use-case.ts';
import type { NothingToRefund } from '../../domain/orders/order-refund.ts';
import type { PaymentGatewayUnavailable } from '../payments/payment-gateway.port.ts';
import { orderNotFound, type OrderNotFound } from '../orders/order-errors.ts';
import type { confirmPayment, PaymentSettledByProvider } from '../payments/confirm-payment.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import {
  allowedDeskActions,
  describeDeskAction,
  type DeskAction,
  type DeskOffer,
} from '../../domain/orders/desk-actions.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { shipOrder } from '../order-lifecycle/ship-order.use-case.ts';
import type { DeskCursor, DeskOrderFile, DeskOrderResults, OrderDesk } from './order-desk.port.ts';

/** How many orders one page of the desk lists. */
export const DESK_PAGE_SIZE = 25;

/** A search longer than any e-mail address finds nothing, so it is not sent to the database. */
export const DESK_SEARCH_MAX_LENGTH = 254;

/** The order lifecycle's use cases, as `npm run shop` runs them. */
export type DeskLifecycle = {
  readonly advanceOrder: ReturnType<typeof advanceOrder>;
  readonly shipOrder: ReturnType<typeof shipOrder>;
  readonly cancelOrder: ReturnType<typeof cancelOrder>;
  readonly advanceShipment: ReturnType<typeof advanceShipment>;
  readonly confirmPayment: ReturnType<typeof confirmPayment>;
  readonly refundOrder: ReturnType<typeof refundOrder>;
};

export type DeskActionRefused =
  | OrderTransitionError
  | InvalidFields
  | IllegalPaymentTransition
  | PaymentSettledByProvider
  | IllegalTrackingTransition
  | ShipmentNoteTooLong
  | ShipmentNotFound
  | NothingToRefund
  | AlreadyRefunded
  | PaymentGatewayUnavailable;

export type OrderDeskError = AdministratorOnly | OrderNotFound | DeskActionRefused | RepositoryFailure;

/** What the desk's list was asked for, as the request names it. */
export type DeskListRequest = {
  readonly search?: string | undefined;
  readonly store?: StoreSlug | undefined;
  readonly status?: OrderStatus | undefined;
  readonly dateFilter?: DateFilter | undefined;
  readonly after?: DeskCursor | undefined;
};

/** One order and the actions the rules allow on it now. */
export type DeskOrderView = { readonly file: DeskOrderFile; readonly allowed: readonly DeskOffer[] };

const asAdministrator = <T, E>(
  customer: Customer | null,
  then: (administrator: Customer) => ResultAsync<T, E>,
): ResultAsync<T, E | AdministratorOnly> =>
  requireAdministrator(customer).match(then, (refusal) => errAsync<T, E | AdministratorOnly>(refusal));

/** Every order, newest first, narrowed by search, store, status and the spec's date filter; one page at a time. */
export const listDeskOrders =
  ({ desk, clock }: { readonly desk: OrderDesk; readonly clock: Clock }) =>
  (customer: Customer | null, request: DeskListRequest): ResultAsync<DeskOrderResults, OrderDeskError> =>
    asAdministrator(customer, () => {
      const search = request.search?.trim() ?? '';
      if (search.length > DESK_SEARCH_MAX_LENGTH) return errAsync<DeskOrderResults, OrderDeskError>(orderNotFound());
      const range = request.dateFilter === undefined ? undefined : dateRangeFor(request.dateFilter, clock);
      return desk.list({
        ...(search === '' ? {} : { search }),
        ...(request.store === undefined ? {} : { store: request.store }),
        ...(request.status === undefined ? {} : { status: request.status }),
        ...(range === undefined ? {} : { range }),
        ...(request.after === undefined ? {} : { after: request.after }),
        limit: DESK_PAGE_SIZE,
      });
    });

/** The order with the actions its rules allow now; an unknown public id is OrderNotFound. */
export const deskOrderView =
  (desk: OrderDesk) =>
  (publicId: string): ResultAsync<DeskOrderView, OrderNotFound | RepositoryFailure> =>
    desk
      .file(publicId)
      .andThen((file) =>
        file === null
          ? errAsync<DeskOrderView, OrderNotFound>(orderNotFound())
          : okAsync<DeskOrderView, OrderNotFound>({ file, allowed: allowedDeskActions(file) }),
      );

/** One order with its lines, payment, shipment and audit trail, and the actions allowed on it. */
export const showDeskOrder =
  (desk: OrderDesk) =>
  (customer: Customer | null, publicId: string): ResultAsync<DeskOrderView, OrderDeskError> =>
    asAdministrator(customer, () => deskOrderView(desk)(publicId));

const runAction = (
  lifecycle: DeskLifecycle,
  publicId: string,
  action: DeskAction,
): ResultAsync<unknown, OrderNotFound | DeskActionRefused | RepositoryFailure> => {
  switch (action.kind) {
    case 'advance-order':
      return lifecycle.advanceOrder(publicId, action.to);
    case 'advance-shipment':
      return lifecycle.advanceShipment(publicId, action.to, null);
    case 'ship':
      return lifecycle.shipOrder(publicId, { carrier: action.carrier, trackingNumber: action.trackingNumber });
    case 'confirm-payment':
      return lifecycle.confirmPayment(publicId);
    case 'cancel':
      return lifecycle.cancelOrder(publicId);
    case 'refund':
      return lifecycle.refundOrder(publicId);
  }
};

/**
 * Runs one action through the same lifecycle use cases as `npm run shop` (their rules refuse what is not allowed),
 * records who did it and when, and answers the order as it is now.
 */
export const actOnOrder =
  (deps: { readonly desk: OrderDesk; readonly lifecycle: DeskLifecycle; readonly clock: Clock }) =>
  (customer: Customer | null, publicId: string, action: DeskAction): ResultAsync<DeskOrderView, OrderDeskError> =>
    asAdministrator(customer, (administrator) =>
      runAction(deps.lifecycle, publicId, action)
        .andThen(() =>
          deps.desk.record(publicId, {
            administratorId: administrator.id,
            ...describeDeskAction(action),
            at: deps.clock.now(),
          }),
        )
        .andThen(() => deskOrderView(deps.desk)(publicId)),
    );
