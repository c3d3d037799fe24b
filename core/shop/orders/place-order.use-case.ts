import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  checkoutStepIncomplete,
  type CheckoutStepIncomplete,
  type InvalidPayment,
} from '../../domain/checkout/checkout-errors.ts';
import { completeCheckout, type CompletedCheckout } from '../../domain/checkout/complete-checkout.ts';
import { startCheckout } from '../../domain/checkout/checkout.ts';
import type { PaymentInput } from '../../domain/checkout/payment-step.ts';
import type { PickupPointId } from '../../domain/checkout/shipment-step.ts';
import type { CurrencyMismatch } from '../../domain/pricing/cart-totals.ts';
import { promotionExhausted, type PromotionError } from '../../domain/pricing/promotion-errors.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { LiveSiteConfig } from '../../domain/site/live-site-config.port.ts';
import type { SiteConfig } from '../../domain/site/site-config.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { StoredResponse } from '../idempotency/idempotency-store.port.ts';
import { cartEmpty, type CartEmpty } from '../carts/cart-errors.ts';
import { priceStoredCart } from '../carts/cart-view-loader.ts';
import type { CartView } from '../carts/cart-view.ts';
import type { Cart } from '../carts/cart.ts';
import type { Shopper } from '../carts/cart.ts';
import { checkoutPolicyFor } from '../../domain/checkout/checkout-policy.ts';
import { shippingCostOf } from '../checkout/shipping-cost.ts';
import type { PaymentGateway } from '../payments/payment-gateway.port.ts';
import { openPayment } from '../payments/open-payment.ts';
import { buildOrder, orderLinesOf, type OrderLineDraft } from './build-order.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import {
  priceChanged,
  shipmentNotAvailable,
  type CartLineUnavailable,
  type PriceChanged,
  type ShipmentNotAvailable,
} from './order-errors.ts';
import type { OrderRepository } from './order-repository.port.ts';
import type { NewOrder, OrderPickupPoint, OrderPublicId, PlacedOrder } from './order.ts';
import type { OrderPlacementRepositories, UnitOfWork } from './unit-of-work.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import { printJobsOf } from '../print-files/print-jobs-of-order.ts';
import { attributeOrder } from '../commissions/attribute-order.use-case.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';

export type PlaceOrderInput = {
  readonly shopper: Shopper;
  readonly payment: PaymentInput;
  /** The total in minor units the shopper confirmed; any other total now is a PriceChanged. */
  readonly expectedTotal: number;
  /** The request's idempotency key, answered in the order's own transaction: a retry after a crash replays the order. */
  readonly receipt?: OrderReceipt;
  /** The visitor's affiliate cookie as sent, if any: the affiliate the order may be credited to. */
  readonly affiliate?: string | undefined;
};

export type OrderReceipt = {
  readonly scope: string;
  readonly key: string;
  /** The answer a retry gets as stored; its payment shows pending until the provider's page is known. */
  readonly answerOf: (order: PlacedOrder) => StoredResponse;
};

export type PlaceOrderError =
  | CartEmpty
  | CheckoutStepIncomplete
  | InvalidPayment
  | CartLineUnavailable
  | ShipmentNotAvailable
  | PriceChanged
  | PromotionError
  | CurrencyMismatch
  | RepositoryFailure;

export type PlaceOrderDeps = {
  readonly transaction: UnitOfWork<OrderPlacementRepositories>;
  readonly orders: OrderRepository;
  /** Null until a payment provider is configured: orders then wait with their payment pending. */
  readonly gateway: PaymentGateway | null;
  readonly store: Store;
  /** Read once per placement: the order is priced with one config from start to end. */
  readonly siteConfig: LiveSiteConfig;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Where the payer returns from the provider's page: the order-completed page of this order. */
  readonly returnUrlFor: (publicId: OrderPublicId) => string;
  /** Each store's configured origin, never a request's Host: the confirmation links to the order's store. */
  readonly siteUrls: SiteUrls;
  /** After commit: wakes this instance's workers for the jobs the order queued, instead of their next look. */
  readonly placed?: (order: NewOrder) => void;
};

type Priced = {
  readonly cart: Cart;
  readonly completed: CompletedCheckout;
  readonly view: CartView;
  readonly pickupPoint: OrderPickupPoint | null;
};

/** The chosen pickup point as it is now, kept with the order so its pages show where to collect the parcel. */
const chosenPickupPoint = (
  repos: OrderPlacementRepositories,
  id: PickupPointId | null,
): ResultAsync<OrderPickupPoint | null, RepositoryFailure> =>
  id === null
    ? okAsync(null)
    : repos.shipping.pickupPoint(id).map((point) =>
        point === null
          ? null
          : {
              id: point.id,
              name: point.name,
              street: point.street,
              postalCode: point.postalCode,
              city: point.city,
              country: point.country,
              openingHours: point.openingHours,
              phone: point.phone,
            },
      );

/** The cart at today's prices and the chosen shipment's rate, as the checkout was completed. */
const priceOrder = (
  deps: PlaceOrderDeps,
  config: SiteConfig,
  repos: OrderPlacementRepositories,
  cart: Cart,
  completed: CompletedCheckout,
): ResultAsync<Priced, ShipmentNotAvailable | CurrencyMismatch | RepositoryFailure> => {
  const { command } = completed;
  const { currency } = deps.store;
  return repos.shipping.rates(command.shippingAddress.country, currency).andThen((rates) => {
    const shipping = shippingCostOf(command.shipment, rates, currency);
    if (shipping === null) return errAsync(shipmentNotAvailable());
    const pricing = { catalogue: repos.catalogue, promotions: repos.promotions, store: deps.store, clock: deps.clock };
    return ResultAsync.combine([
      priceStoredCart(pricing)(cart, { price: shipping, quote: { type: 'Chosen' } }, config.pricesWithDecimals),
      chosenPickupPoint(repos, command.shipment.pickupPointId),
    ] as const).map(([view, pickupPoint]) => ({ cart, completed, view, pickupPoint }));
  });
};

/** Counts the promotion's use in the same transaction; when the last use went to someone else, nothing is written. */
const claimPromotion = (
  repos: OrderPlacementRepositories,
  view: CartView,
): ResultAsync<void, PromotionError | RepositoryFailure> => {
  const promotion = view.promotion;
  if (promotion === null || !promotion.applied) return okAsync(undefined);
  return repos.promotions
    .claimUse(promotion.code)
    .andThen((claimed) => (claimed ? okAsync(undefined) : errAsync(promotionExhausted(promotion.code))));
};

/** The key's answer commits with the order or not at all; after commit it is overwritten with the payment page. */
const recordReceipt = (
  repos: OrderPlacementRepositories,
  receipt: OrderReceipt | undefined,
  order: NewOrder,
): ResultAsync<void, RepositoryFailure> =>
  receipt === undefined
    ? okAsync(undefined)
    : repos.idempotency.complete(receipt.scope, receipt.key, {
        ...receipt.answerOf(placedOrder(order, PAYMENT_PENDING)),
        provisional: true,
      });

const PAYMENT_PENDING: PaymentNext = { kind: 'pending' };

const placeInTransaction =
  (deps: PlaceOrderDeps, config: SiteConfig, input: PlaceOrderInput) =>
  (repos: OrderPlacementRepositories): ResultAsync<NewOrder, PlaceOrderError> => {
    const policy = checkoutPolicyFor(deps.store, input.shopper.hasBillingAccount);
    return repos.carts
      .lockOpen(input.shopper.owner)
      .andThen((cart): ResultAsync<Cart, CartEmpty> =>
        cart === null || cart.lines.length === 0 ? errAsync(cartEmpty()) : okAsync(cart),
      )
      .andThen((cart) =>
        repos.checkouts.find(cart.id).andThen((found) =>
          completeCheckout(found ?? startCheckout(), input.payment, policy, deps.ids)
            .mapErr((error) =>
              error.type === 'CheckoutStepNotCurrent' ? checkoutStepIncomplete(error.current) : error,
            )
            .asyncAndThen((completed) => priceOrder(deps, config, repos, cart, completed)),
        ),
      )
      .andThen(({ cart, completed, view, pickupPoint }) =>
        orderLinesOf(view)
          .andThen((lines): Result<readonly OrderLineDraft[], PriceChanged> =>
            view.total.amount === input.expectedTotal ? ok(lines) : err(priceChanged(view.total)),
          )
          .asyncAndThen((lines) => claimPromotion(repos, view).map(() => lines))
          .map((lines) =>
            buildOrder(
              {
                cart,
                view,
                lines,
                completed,
                pickupPoint,
                store: deps.store,
                customerId: input.shopper.owner.customerId,
              },
              deps.ids,
              deps.clock,
            ),
          )
          .andThen((order) =>
            repos.orders
              .insert(order)
              .andThen(() => queuePrintFiles(repos, order, deps.clock.now()))
              .andThen(() => attributeOrder(repos.commissions, deps.ids)(order, input.affiliate))
              .andThen(() => repos.checkouts.save(cart.id, completed.checkout))
              .andThen(() => repos.carts.markOrdered(cart.id))
              .andThen(() => recordReceipt(repos, input.receipt, order))
              .andThen(() =>
                repos.jobs.enqueue('order-confirmation-mail', {
                  message: orderConfirmationMail(order, deps.siteUrls(order.store), config.brandName),
                }),
              )
              .map(() => order),
          ),
      );
  };

/** Each personalised line's print job, recorded for the operator and queued to render once the order commits. */
const queuePrintFiles = (repos: OrderPlacementRepositories, order: NewOrder, now: number) => {
  const jobs = printJobsOf(order);
  return repos.printJobs
    .add(jobs, now)
    .andThen(() =>
      jobs.reduce<ResultAsync<void, RepositoryFailure>>(
        (previous, job) => previous.andThen(() => repos.jobs.enqueue('print-file', { orderLineId: job.orderLineId })),
        okAsync(undefined),
      ),
    );
};

/** After commit: open the provider's payment page; if the provider cannot be reached the order waits, paid later. */
const startPayment = (deps: PlaceOrderDeps, order: NewOrder): ResultAsync<PaymentNext, never> =>
  openPayment(deps.gateway, deps.orders, {
    paymentId: order.paymentId,
    orderPublicId: order.publicId,
    method: order.paymentMethod,
    amount: order.totals.total,
    returnUrl: deps.returnUrlFor(order.publicId),
    locale: order.locale,
  });

const placedOrder = (order: NewOrder, next: PaymentNext): PlacedOrder => ({
  publicId: order.publicId,
  status: order.state.status,
  commercialStatus: order.state.commercialStatus,
  currency: order.currency,
  ...order.totals,
  payment: { method: order.paymentMethod, kind: order.state.payment.kind, status: order.state.payment.status },
  next,
});

/**
 * Places the cart's order in one transaction: cart locked, prices and promotion read again, totals by the
 * core, checkout completed, order written with its personalised lines' print jobs, its affiliate's commission and
 * its confirmation mail's job, promotion use counted, cart closed. Payment starts after commit.
 */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  (input: PlaceOrderInput): ResultAsync<PlacedOrder, PlaceOrderError> =>
    deps
      .siteConfig()
      .andThen((config) => deps.transaction.run(placeInTransaction(deps, config, input)))
      .andThen((order) => {
        deps.placed?.(order);
        return startPayment(deps, order).map((next) => placedOrder(order, next));
      });
