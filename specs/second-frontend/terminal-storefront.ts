import type { ResultAsync } from 'neverthrow';
import { formatMoney, storeFor, type AddressInput, type ContactInput, type Money } from '@estampa/core';
import {
  addToCart,
  checkoutUseCases,
  keepsPolling,
  loadCheckoutPage,
  loadDesignPage,
  loadHomePage,
  noCartNotices,
  orderUseCases,
  PAYMENT_POLL,
  priceStyleOf,
  requestKeysOf,
  type ShownCart,
  type ShownPaymentStatus,
  type ShownPlacedOrder,
  type ShownShipmentOptions,
} from '@estampa/core/storefront';
import { createHttpClient, DEFAULT_TIMEOUT_MS } from '../../adapters/http/http-client.ts';
import { httpSessionGateway } from '../../adapters/product-server-client/http-session-gateway.ts';
import { httpCartGateway } from '../../adapters/shop-api-client/http-cart-gateway.ts';
import { httpCatalogueGateway } from '../../adapters/shop-api-client/http-catalogue-gateway.ts';
import { httpCheckoutGateway } from '../../adapters/shop-api-client/http-checkout-gateway.ts';
import { httpOrderGateway } from '../../adapters/shop-api-client/http-order-gateway.ts';
import { createShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import { DEFAULT_SHOP_API_BASE_PATH } from '../../adapters/shop-api-contract/paths.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';

/*
 * A second storefront, for a terminal: it drives the storefront application the React one drives, taken from the
 * built `@estampa/core` package, over the browser's HTTP adapters. It buys one printed design and pays for it.
 */

export type TerminalStorefrontOptions = {
  /** The shop's origin, e.g. 'http://127.0.0.1:3000'. */
  readonly origin: string;
  /** Where each step's line goes (the terminal, or a transcript). */
  readonly write: (line: string) => void;
};

export type TerminalPurchase = {
  readonly sessionId: string;
  readonly designId: string;
  readonly articleId: number;
  readonly publicId: string;
  readonly payment: ShownPaymentStatus;
};

const SHOPPER: ContactInput = {
  customerType: 'PERSON',
  email: 'terminal.shopper@example.es',
  firstName: 'Ana',
  lastName: 'García',
  phone: '612345678',
  companyName: '',
  vatId: '',
};
const ADDRESS: AddressInput = { line1: 'Calle Mayor 1', line2: '', postalCode: '28013', city: 'Madrid', country: 'ES' };

/** A failure this frontend cannot recover from ends the run, naming the step. */
const valueOf = <T, E>(step: string, result: ResultAsync<T, E>): Promise<T> =>
  result.match(
    (value) => value,
    (error) => {
      throw new Error(`${step} failed: ${JSON.stringify(error)}`);
    },
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The session first: its id goes with every Shop API call, and the use cases run over the gateways built on it. */
const openShop = async (origin: string) => {
  const http = createHttpClient({ timeoutMs: DEFAULT_TIMEOUT_MS });
  const session = await valueOf('session', httpSessionGateway(http, origin).current());
  const shopApi = createShopApiClient({
    http,
    baseUrl: `${origin}${DEFAULT_SHOP_API_BASE_PATH}`,
    extSessionId: () => session.fotiApiClient,
  });
  const newKey = requestKeysOf(cryptoIdGenerator);
  const carts = httpCartGateway(shopApi);
  const checkoutGateway = httpCheckoutGateway(shopApi);
  // The session's cart names the store and how it prices: every amount is shown that way.
  const { store, pricesWithDecimals } = await valueOf('session', carts.viewCart());
  const prices = priceStyleOf(storeFor(store), pricesWithDecimals);
  return {
    sessionId: session.fotiApiClient,
    store,
    prices,
    money: (value: Money) => formatMoney(value, prices),
    catalogue: httpCatalogueGateway(shopApi),
    addToCart: addToCart(carts, newKey, noCartNotices),
    checkoutPage: loadCheckoutPage(checkoutGateway, carts),
    checkout: checkoutUseCases(checkoutGateway, noCartNotices),
    orders: orderUseCases(httpOrderGateway(shopApi), newKey),
  };
};

type Shop = Awaited<ReturnType<typeof openShop>>;
type Write = TerminalStorefrontOptions['write'];

/** The home page's designs, and the first one the store sells, on the article its page opens with. */
const chooseDesign = async (shop: Shop, write: Write) => {
  const home = await valueOf('designs', loadHomePage(shop.catalogue, shop.prices)());
  const listed = home.blocks.flatMap((block) => block.designs.designs);
  const named = (design: (typeof listed)[number]) =>
    design.price ? `${design.name} ${shop.money(design.price.price)}` : design.name;
  write(
    `designs: ${listed.length} in ${home.blocks.length} blocks, first ${listed.slice(0, 3).map(named).join(' | ')}`,
  );
  const sold = listed.find((design) => design.price !== undefined);
  if (sold === undefined) throw new Error('The home page lists no design the store sells');
  const { design, articleId } = await valueOf('design', loadDesignPage(shop.catalogue, shop.prices)(sold.id));
  const article = design.articles.find((candidate) => candidate.id === articleId);
  write(`design: ${design.name} on ${article ? `${article.name} at ${shop.money(article.price)}` : articleId}`);
  return { designId: design.id, articleId };
};

const cartLine = (cart: ShownCart, money: Shop['money']): string => {
  const lines = cart.lines.map((line) =>
    line.available
      ? `${line.quantity} × ${line.articleName} "${line.designName ?? 'blank'}" ${money(line.lineTotal)}`
      : `${line.quantity} × (no longer sold)`,
  );
  return `cart: ${lines.join(', ')}; total ${money(cart.total)}`;
};

/** Delivered to the address, by the cheapest carrier that delivers there. */
const toTheDoor = (options: ShownShipmentOptions) => {
  const carriers = options.modes.find((mode) => mode.mode === 'ADDRESS')?.carriers ?? [];
  const [cheapest] = [...carriers].sort((a, b) => a.price.amount - b.price.amount);
  if (cheapest === undefined) throw new Error(`No carrier delivers to ${options.postalCode}`);
  return cheapest;
};

/** Contact, addresses, shipment and payment, each as the shop took it; placing the order empties the cart. */
const checkOut = async (shop: Shop, write: Write): Promise<ShownPlacedOrder> => {
  const { checkout, money } = shop;
  const start = await valueOf('checkout', shop.checkoutPage(1));
  const contacted = await valueOf('contact', checkout.submitContact(start.checkout, start.cart, SHOPPER));
  write(`contact: ${contacted.contact?.firstName} ${contacted.contact?.lastName} <${contacted.contact?.email}>`);
  const addressed = await valueOf(
    'addresses',
    checkout.submitAddresses(contacted, start.cart, { billing: ADDRESS, shipping: null }),
  );
  const shipping = addressed.addresses?.shipping ?? ADDRESS;
  write(`addresses: ${shipping.line1}, ${shipping.postalCode} ${shipping.city}, ${shipping.country}`);
  const options = await valueOf('shipment', checkout.searchShipmentOptions(addressed, shipping.postalCode));
  const { carrier, price, minDays, maxDays } = toTheDoor(options);
  const shipment = { mode: 'ADDRESS', deliveryMethod: '', carrier, pickupPointId: '' };
  await valueOf('shipment', checkout.submitShipment(addressed, shipment));
  write(`shipment: to the address by ${carrier}, ${money(price)}, ${minDays}-${maxDays} working days`);
  // The shipment changed the total: the order is placed against the cart as it is priced now.
  const atPayment = await valueOf('payment', shop.checkoutPage(4));
  const online = atPayment.checkout.paymentOptions.find((option) => option.kind === 'ONLINE_PREPAID');
  if (online === undefined) throw new Error('The shop offers no online payment here');
  const payment = { method: online.method, termsAccepted: true };
  const placed = await valueOf('order', checkout.placeOrder(atPayment.checkout, atPayment.cart, payment));
  write(`order: ${placed.publicId} placed, ${money(atPayment.cart.total)} by ${online.method}`);
  return placed;
};

/** What a shopper does on the provider's hosted page: submit its "approve" form, as a browser would. */
const approveOnPaymentPage = async (origin: string, pageUrl: string): Promise<void> => {
  const page = await (await fetch(new URL(pageUrl, origin))).text();
  const action = /<form method="post" action="([^"]+\/approve)"/.exec(page)?.[1];
  if (action === undefined) throw new Error(`No approve form on ${pageUrl}`);
  const answer = await fetch(new URL(action, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`The payment page answered ${answer.status}`);
};

/** Pays on the provider's page, then asks the shop as the order-completed page does, a bounded number of times. */
const pay = async (origin: string, shop: Shop, placed: ShownPlacedOrder, write: Write) => {
  if (placed.next.kind !== 'redirect') throw new Error(`Expected a payment page, got ${placed.next.kind}`);
  await approveOnPaymentPage(origin, placed.next.url);
  write(`payment page: approved at ${placed.next.url}`);
  // The provider tells the shop in the background, so the first answer may still be PENDING.
  let payment = await valueOf('payment status', shop.orders.paymentStatus(placed.publicId));
  for (let asked = 1; keepsPolling(payment, asked); asked += 1) {
    await pause(PAYMENT_POLL.intervalMs);
    payment = await valueOf('payment status', shop.orders.paymentStatus(placed.publicId));
  }
  write(`payment status: ${payment.status} (${payment.method})`);
  return payment;
};

/** Buys the first design the shop's home page sells, with one line written per step; answers what was bought. */
export const runTerminalStorefront = async ({
  origin,
  write,
}: TerminalStorefrontOptions): Promise<TerminalPurchase> => {
  const shop = await openShop(origin);
  write(`session: ${shop.sessionId} in store ${shop.store}`);
  const { designId, articleId } = await chooseDesign(shop, write);
  const cart = await valueOf('cart', shop.addToCart({ articleId, designId, quantity: 1 }));
  write(cartLine(cart, shop.money));
  const placed = await checkOut(shop, write);
  const payment = await pay(origin, shop, placed, write);
  return { sessionId: shop.sessionId, designId, articleId, publicId: placed.publicId, payment };
};
