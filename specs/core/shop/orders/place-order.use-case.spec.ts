import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../core/domain/checkout/checkout.ts';
import type { Promotion } from '../../../../core/domain/pricing/promotion.ts';
import type { Quantity } from '../../../../core/domain/pricing/quantity.ts';
import type { CartId, CartOwner } from '../../../../core/shop/carts/cart.ts';
import type { PickupPoint, ShippingRate } from '../../../../core/shop/checkout/shipping-catalogue.port.ts';
import type { StoredResponse } from '../../../../core/shop/idempotency/idempotency-store.port.ts';
import {
  placeOrder,
  type OrderReceipt,
  type PlaceOrderDeps,
} from '../../../../core/shop/orders/place-order.use-case.ts';
import type { NewOrder } from '../../../../core/shop/orders/order.ts';
import type { OrderPlacementRepositories } from '../../../../core/shop/orders/unit-of-work.port.ts';
import type { PaymentGateway } from '../../../../core/shop/payments/payment-gateway.port.ts';
import { personalisedCustomisation } from '../../../../core/shop/personalisation/personalised-line.ts';
import {
  aCart,
  aCustomer,
  aGuest,
  aLine,
  asShopper,
  code,
  ES_STORE,
  euros,
  FOX,
  MUG,
  POSTER,
} from '../../../support/carts-mother.ts';
import { aPayment, aShipment, checkoutAt } from '../../../support/checkout-mother.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryCartCatalogue, inMemoryCartRepository, inMemoryPromotions } from '../../../support/in-memory-carts.ts';
import {
  inMemoryCheckouts,
  inMemoryShipping,
  SPANISH_POINTS,
  SPANISH_RATES,
} from '../../../support/in-memory-checkout.ts';
import { inMemoryOrders, inMemoryUnitOfWork } from '../../../support/in-memory-orders.ts';
import { inMemoryPrintJobs } from '../../../support/in-memory-print-jobs.ts';
import { inMemoryCommissionLedger } from '../../../support/in-memory-commissions.ts';
import { designDocument } from '../../../support/personalisation-mother.ts';
import { promotion } from '../../../support/pricing-builders.ts';
import { savedSiteConfig } from '../../../support/saved-site-config.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { recordedJobs } from '../../../support/recorded-jobs.ts';
import type { ShopJobs } from '../../../../core/shop/jobs/shop-jobs.ts';
import { orderConfirmationMail } from '../../../../core/shop/orders/order-confirmation-mail.ts';

const CART = 'cart-1' as CartId;
const SITE_URL = 'https://shop.example';
const redirecting: PaymentGateway = {
  startPayment: (request) =>
    okAsync({
      kind: 'redirect',
      providerReference: 'ref-1',
      redirectUrl: `https://pay.example/${request.orderPublicId}`,
    }),
};

/** Answers kept per scope and key, as the idempotency store keeps them. */
const keptAnswers = (answers: Map<string, StoredResponse>): OrderPlacementRepositories['idempotency'] => ({
  complete: (scope, key, response) => {
    answers.set(`${scope}|${key}`, response);
    return okAsync(undefined);
  },
});

const RECEIPT: OrderReceipt = {
  scope: 'orders:session',
  key: 'key-1',
  answerOf: (order) => ({ status: 201, body: JSON.stringify(order) }),
};

type World = {
  owner?: CartOwner;
  lines?: ReturnType<typeof aLine>[];
  checkout?: Checkout | null;
  promotions?: readonly Promotion[];
  promotionCode?: string;
  rates?: readonly ShippingRate[];
  gateway?: PaymentGateway | null;
  placed?: PlaceOrderDeps['placed'];
  points?: readonly PickupPoint[];
  commissions?: Parameters<typeof inMemoryCommissionLedger>[0];
  siteConfig?: ReturnType<typeof savedSiteConfig>;
};

const world = (options: World = {}) => {
  const owner = options.owner ?? aGuest();
  const lines = options.lines ?? [
    aLine({ designId: FOX.designId, quantity: 2 as Quantity }),
    aLine({ id: 'line-2' as never, articleId: POSTER.articleId }),
  ];
  const cart = aCart({ lines, promotionCode: options.promotionCode ? code(options.promotionCode) : null });
  const carts = inMemoryCartRepository([
    { cart, sessionId: owner.sessionId, customerId: owner.customerId, status: 'open' },
  ]);
  const ids = sequenceIds();
  const checkout = options.checkout === undefined ? checkoutAt(4, ids) : options.checkout;
  const checkouts = inMemoryCheckouts(checkout === null ? new Map() : new Map([[CART, checkout]]));
  const promotions = inMemoryPromotions(options.promotions);
  const orders = inMemoryOrders();
  const answers = new Map<string, StoredResponse>();
  const printJobs = inMemoryPrintJobs();
  const commissions = inMemoryCommissionLedger(options.commissions);
  const jobs = recordedJobs<ShopJobs>();
  const deps: PlaceOrderDeps = {
    transaction: inMemoryUnitOfWork({
      carts: carts.repository,
      checkouts: checkouts.repository,
      catalogue: inMemoryCartCatalogue([MUG, POSTER], [FOX]),
      promotions: promotions.repository,
      shipping: inMemoryShipping(options.rates ?? SPANISH_RATES, options.points),
      orders: orders.repository,
      idempotency: keptAnswers(answers),
      printJobs: printJobs.records,
      commissions: commissions.ledger,
      jobs: jobs.queue,
    }),
    orders: orders.repository,
    gateway: options.gateway === undefined ? redirecting : options.gateway,
    store: ES_STORE,
    siteConfig: (options.siteConfig ?? savedSiteConfig('WPX-ES')).read,
    clock: fixedClock('2026-11-20T10:00:00Z'),
    ids,
    returnUrlFor: (publicId) => `/order-completed?public_id=${publicId}`,
    siteUrls: () => SITE_URL,
    ...(options.placed ? { placed: options.placed } : {}),
  };
  const place = (expectedTotal: number, payment = aPayment(), receipt?: OrderReceipt, affiliate?: string) =>
    placeOrder(deps)({
      shopper: asShopper(owner),
      payment,
      expectedTotal,
      ...(receipt ? { receipt } : {}),
      affiliate,
    });
  return {
    place,
    carts,
    checkouts,
    orders,
    answers,
    printJobs,
    commissions,
    jobs: jobs.queued,
    promotions: promotions.promotions,
  };
};

// Two mugs (12.95) and a poster (20.00), shipped by Correos to the door (4.95).
const TOTAL = 2 * 1295 + 2000 + 495;

const PICKUP_SHIPMENT = aShipment({ mode: 'PICKPOINT', deliveryMethod: 'PICKPOINT', pickupPointId: 'CORREOS-ES-01' });
// The same cart collected at a Correos pickup point (3.45).
const PICKUP_TOTAL = 2 * 1295 + 2000 + 345;

describe('placeOrder with an affiliate cookie', () => {
  const PLACED_AT = Date.parse('2026-11-20T10:00:00Z');

  it("credits the affiliate whose hit is within the cookie's 15 days, in the order's transaction", async () => {
    const { place, commissions, orders } = world({ commissions: { hits: { '4242': [PLACED_AT - 86_400_000] } } });
    expect((await place(TOTAL, aPayment(), undefined, '4242')).isOk()).toBe(true);
    // Goods 45.90 with 21 % VAT included: 37.93 net, 5 % of it is 1.90 (half up).
    expect(commissions.credited).toEqual([
      expect.objectContaining({
        affiliateId: '4242',
        orderId: orders.placed[0]?.id,
        period: '2026-11',
        netGoodsMinor: 3793,
        rate: 500,
        amountMinor: 190,
        currency: 'EUR',
      }),
    ]);
  });

  it('credits nobody when the only hit is older than the window, or the cookie is not an affiliate id', async () => {
    const old = world({ commissions: { hits: { '4242': [PLACED_AT - 16 * 86_400_000] } } });
    await old.place(TOTAL, aPayment(), undefined, '4242');
    expect(old.commissions.credited).toEqual([]);
    const forged = world({ commissions: { hits: { '4242': [PLACED_AT] } } });
    await forged.place(TOTAL, aPayment(), undefined, '4242; admin');
    expect(forged.commissions.credited).toEqual([]);
  });
});

describe('placeOrder', () => {
  it('records and queues a print job for each personalised line, and none for the others', async () => {
    const personalised = aLine({
      id: 'line-p' as never,
      articleId: MUG.articleId,
      designId: null,
      customisation: personalisedCustomisation({ document: designDocument(), previewId: 'p1', projectId: null }),
    });
    const { place, orders, printJobs, jobs } = world({
      lines: [personalised, aLine({ id: 'line-2' as never, articleId: POSTER.articleId })],
    });
    (await place(1295 + 2000 + 495))._unsafeUnwrap();
    const order = orders.placed[0] as NewOrder;
    const printed = order.lines.filter((line) => line.customisation !== null);
    expect(printed).toHaveLength(1);
    expect(printJobs.enqueued()).toEqual([{ orderLineId: printed[0]?.id, orderId: order.id }]);
    expect(jobs.filter((job) => job.name === 'print-file')).toEqual([
      { name: 'print-file', payload: { orderLineId: printed[0]?.id } },
    ]);
  });

  it('keeps an order to a pickup point with the point as it is now, and its mail names it', async () => {
    const { place, orders, jobs } = world({ checkout: checkoutAt(4, sequenceIds(), { shipment: PICKUP_SHIPMENT }) });
    (await place(PICKUP_TOTAL))._unsafeUnwrap();
    const point = SPANISH_POINTS[0];
    expect(orders.placed.map((order) => order.pickupPoint)).toEqual([
      {
        id: 'CORREOS-ES-01',
        name: point?.name,
        street: point?.street,
        postalCode: point?.postalCode,
        city: point?.city,
        country: 'ES',
        openingHours: null,
        phone: null,
      },
    ]);
    const [mail] = jobs.filter((job) => job.name === 'order-confirmation-mail');
    expect((mail?.payload as ShopJobs['order-confirmation-mail']).message.text).toContain(point?.name);
  });

  it('keeps no pickup point on the order when the chosen one is gone', async () => {
    const { place, orders } = world({
      checkout: checkoutAt(4, sequenceIds(), { shipment: PICKUP_SHIPMENT }),
      points: [],
    });
    (await place(PICKUP_TOTAL))._unsafeUnwrap();
    expect(orders.placed.map((order) => order.pickupPoint)).toEqual([null]);
  });

  it('queues the confirmation mail with the order, signed with the brand as configured now', async () => {
    const placedHere: NewOrder[] = [];
    const { place, orders, jobs } = world({ placed: (order) => placedHere.push(order) });
    const placed = (await place(TOTAL))._unsafeUnwrap();
    const order = orders.placed[0] as NewOrder;
    expect(jobs).toEqual([
      { name: 'order-confirmation-mail', payload: { message: orderConfirmationMail(order, SITE_URL, 'Estampa') } },
    ]);
    expect(placedHere).toEqual([order]);
    expect(placedHere[0]?.publicId).toBe(placed.publicId);
  });

  it('queues no mail for an order it does not place', async () => {
    const placedHere: NewOrder[] = [];
    const { place, jobs } = world({ placed: (order) => placedHere.push(order) });
    expect((await place(TOTAL + 1)).isErr()).toBe(true);
    expect(jobs).toEqual([]);
    expect(placedHere).toEqual([]);
  });

  it('places the order: received and confirmed, payment pending, cart closed, payment page opened', async () => {
    const { place, orders, carts, checkouts, promotions } = world();
    const placed = (await place(TOTAL))._unsafeUnwrap();
    expect(placed).toEqual({
      publicId: expect.stringMatching(/^ES-[A-Z0-9]{8}$/),
      status: 0,
      commercialStatus: 8,
      currency: 'EUR',
      subtotal: euros(4590),
      shipping: euros(495),
      discount: euros(0),
      total: euros(TOTAL),
      payment: { method: 'CARD', kind: 'ONLINE_PREPAID', status: 'PENDING' },
      next: { kind: 'redirect', url: `https://pay.example/${placed.publicId}` },
    });
    const [order] = orders.placed;
    expect(order?.lines.map((line) => [line.name, line.quantity, line.unitPrice.amount])).toEqual([
      ['Taza · Zorro acuarela', 2, 1295],
      ['Póster', 1, 2000],
    ]);
    expect(order?.lines.map((line) => line.id)).toEqual([`${order?.id}-01`, `${order?.id}-02`]);
    expect(order).toMatchObject({
      customerId: null,
      promotionCode: null,
      placedAt: Date.parse('2026-11-20T10:00:00Z'),
    });
    expect(orders.providerReferences.get(order?.paymentId as string)).toBe('ref-1');
    expect(carts.kept[0]?.status).toBe('ordered');
    expect(checkouts.kept.get(CART)?.payment).toEqual({ method: 'CARD', kind: 'ONLINE_PREPAID' });
    expect(promotions).toEqual([]);
  });

  it('prices the order in whole units once the store saved prices without decimals, reading the config once', async () => {
    const config = savedSiteConfig('WPX-ES', { pricesWithDecimals: false });
    const { place, orders } = world({ siteConfig: config });
    const whole = 2 * 1300 + 2000 + 500;
    // A total confirmed before the change is not what is charged now: the shopper sees the new one first.
    expect(await place(TOTAL)).toEqual(err({ type: 'PriceChanged', total: euros(whole) }));
    const reads = config.reads();
    const placed = (await place(whole))._unsafeUnwrap();
    expect(config.reads()).toBe(reads + 1);
    expect(placed).toMatchObject({ subtotal: euros(4600), shipping: euros(500), total: euros(whole) });
    expect(orders.placed[0]?.lines.map((line) => line.unitPrice.amount)).toEqual([1300, 2000]);
  });

  it("answers the request's idempotency key with the order in the same transaction, its payment pending", async () => {
    const { place, answers } = world();
    const placed = (await place(TOTAL, aPayment(), RECEIPT))._unsafeUnwrap();
    expect(answers.get('orders:session|key-1')).toEqual({
      status: 201,
      body: JSON.stringify({ ...placed, next: { kind: 'pending' } }),
      provisional: true,
    });
  });

  it('answers no idempotency key when the order is refused', async () => {
    const { place, answers } = world({ lines: [] });
    expect(await place(0, aPayment(), RECEIPT)).toEqual(err({ type: 'CartEmpty' }));
    expect(answers.size).toBe(0);
  });

  it("records the signed-in customer as the order's owner", async () => {
    const { place, orders } = world({ owner: aCustomer() });
    await place(TOTAL);
    expect(orders.placed[0]?.customerId).toBe('customer-1');
  });

  it.each([['without lines', { lines: [] }]])('refuses a cart %s', async (_, options) => {
    expect(await world(options).place(0)).toEqual(err({ type: 'CartEmpty' }));
  });

  it('refuses a shopper without a cart', async () => {
    const { place } = world({ owner: aGuest() });
    const other = world({ owner: aGuest('AnotherSession000001') });
    expect((await place(TOTAL)).isOk()).toBe(true);
    expect(await other.place(TOTAL).then(() => place(TOTAL))).toEqual(err({ type: 'CartEmpty' }));
  });

  it('names the step to finish when the checkout is not complete', async () => {
    expect(await world({ checkout: null }).place(TOTAL)).toEqual(err({ type: 'CheckoutStepIncomplete', step: 1 }));
    expect(await world({ checkout: checkoutAt(2, sequenceIds()) }).place(TOTAL)).toEqual(
      err({ type: 'CheckoutStepIncomplete', step: 2 }),
    );
  });

  it('answers the payment fields, writing nothing', async () => {
    const { place, orders } = world();
    expect((await place(TOTAL, aPayment({ termsAccepted: false })))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidPayment',
      fields: { terms: { type: 'TermsNotAccepted' } },
    });
    expect(orders.placed).toEqual([]);
  });

  it('refuses a shipment that lost its price', async () => {
    expect(await world({ rates: [] }).place(TOTAL)).toEqual(err({ type: 'ShipmentNotAvailable' }));
  });

  it('refuses a line no longer sold', async () => {
    expect(await world({ lines: [aLine({ articleId: 999 })] }).place(0)).toEqual(
      err({ type: 'CartLineUnavailable', lineId: 'line-1' }),
    );
  });

  it('refuses a total other than the one the shopper confirmed', async () => {
    expect(await world().place(TOTAL - 1)).toEqual(err({ type: 'PriceChanged', total: euros(TOTAL) }));
  });

  it('counts a use of the applied promotion', async () => {
    const { place, promotions, orders } = world({ promotionCode: 'SAVE10', promotions: [promotion({ maxUses: 3 })] });
    const placed = (await place(TOTAL - 459))._unsafeUnwrap();
    expect(placed).toMatchObject({ discount: euros(459), total: euros(TOTAL - 459) });
    expect(promotions[0]?.timesUsed).toBe(1);
    expect(orders.placed[0]?.promotionCode).toBe('SAVE10');
  });

  it('counts nothing for a kept code that no longer applies', async () => {
    const expired = promotion({ validUntil: Date.parse('2026-01-01T00:00:00Z') });
    const { place, promotions, orders } = world({ promotionCode: 'SAVE10', promotions: [expired] });
    expect((await place(TOTAL)).isOk()).toBe(true);
    expect(promotions[0]?.timesUsed).toBe(0);
    expect(orders.placed[0]?.promotionCode).toBeNull();
  });

  it('refuses the discounted total once the promotion is used up, so the shopper sees the new total', async () => {
    const { place, orders } = world({ promotionCode: 'SAVE10', promotions: [promotion({ maxUses: 2, timesUsed: 2 })] });
    expect(await place(TOTAL - 459)).toEqual(err({ type: 'PriceChanged', total: euros(TOTAL) }));
    expect(orders.placed).toEqual([]);
  });

  describe('after commit', () => {
    it('gives instructions for a deferred payment', async () => {
      const instructing: PaymentGateway = {
        startPayment: () =>
          okAsync({ kind: 'instructions', providerReference: 'ref-2', instructions: { iban: 'ES00' } }),
      };
      const placed = (
        await world({ gateway: instructing }).place(TOTAL, aPayment({ method: 'BANK_TRANSFER' }))
      )._unsafeUnwrap();
      expect(placed).toMatchObject({
        payment: { kind: 'TRANSFER' },
        next: { kind: 'instructions', instructions: { iban: 'ES00' } },
      });
    });

    it('leaves the payment pending without a provider, or when the provider is down', async () => {
      expect((await world({ gateway: null }).place(TOTAL))._unsafeUnwrap().next).toEqual({ kind: 'pending' });
      const down: PaymentGateway = {
        startPayment: () => errAsync({ type: 'PaymentGatewayUnavailable', cause: 'timeout' }),
      };
      const { place, orders } = world({ gateway: down });
      expect((await place(TOTAL))._unsafeUnwrap().next).toEqual({ kind: 'pending' });
      expect(orders.placed).toHaveLength(1);
    });
  });
});

describe('placeOrder when a promotion use cannot be claimed', () => {
  it('refuses with PromotionExhausted and writes no order', async () => {
    const base = world({ promotionCode: 'SAVE10', promotions: [promotion({ maxUses: 5 })] });
    const orders = inMemoryOrders();
    const ids = sequenceIds();
    const deps: PlaceOrderDeps = {
      transaction: inMemoryUnitOfWork({
        carts: base.carts.repository,
        checkouts: inMemoryCheckouts(new Map([[CART, checkoutAt(4, ids)]])).repository,
        catalogue: inMemoryCartCatalogue([MUG, POSTER], [FOX]),
        promotions: { find: () => okAsync(promotion({ maxUses: 5 })), claimUse: () => okAsync(false) },
        shipping: inMemoryShipping(),
        orders: orders.repository,
        idempotency: keptAnswers(new Map()),
        printJobs: inMemoryPrintJobs().records,
        commissions: inMemoryCommissionLedger().ledger,
        jobs: recordedJobs<ShopJobs>().queue,
      }),
      orders: orders.repository,
      gateway: null,
      siteUrls: () => SITE_URL,
      store: ES_STORE,
      siteConfig: savedSiteConfig('WPX-ES').read,
      clock: fixedClock('2026-11-20T10:00:00Z'),
      ids,
      returnUrlFor: () => '/',
    };
    expect(
      await placeOrder(deps)({ shopper: asShopper(aGuest()), payment: aPayment(), expectedTotal: TOTAL - 459 }),
    ).toEqual(err({ type: 'PromotionExhausted', code: 'SAVE10' }));
    expect(orders.placed).toEqual([]);
  });
});
