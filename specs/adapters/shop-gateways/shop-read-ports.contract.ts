import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignId } from '../../../core/domain/catalogue/design.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { CartReader } from '../../../core/storefront/carts/cart-gateway.port.ts';
import type { CatalogueGateway } from '../../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { CheckoutReader } from '../../../core/storefront/checkout/checkout-gateway.port.ts';
import type { OrderReader } from '../../../core/storefront/orders/order-gateway.port.ts';
import { specSessionId } from '../../support/test-app.ts';
import { openRealShop, type RealShop } from './real-shop.ts';

/** The read ports a server render loads pages from. */
export type ShopReadPorts = {
  readonly catalogue: CatalogueGateway;
  readonly cart: CartReader;
  readonly checkout: CheckoutReader;
  readonly order: OrderReader;
};

/** A well-formed article number the demo store has no article under. */
const UNKNOWN_ARTICLE = 8_888 as ArticleId;
const LISTING = { page: 1, pageSize: 3, sort: 'POPULARITY' } as const;
/** The checkout's address and contact steps as a guest in Madrid fills them. */
export const SHIPPING = { line1: 'Calle Mayor 1', line2: '', postalCode: '28013', city: 'Madrid', country: 'ES' };
export const CONTACT = {
  customerType: 'PERSON',
  email: 'ana@example.es',
  firstName: 'Ana',
  lastName: 'García',
  phone: '612345678',
  companyName: '',
  vatId: '',
};

let sessions = 0;
/** A session of its own for each case, as the shop issues them. */
const newSession = (): SessionId => specSessionId(`ReadPorts${String((sessions += 1)).padStart(6, '0')}`);

/**
 * What every adapter of the storefront's read ports must answer, against one real shop: the state is written
 * through the browser's HTTP gateways, and read back through the ports `portsOf` gives.
 */
export const describeShopReadPortsContract = (
  name: string,
  portsOf: (shop: RealShop) => (sessionId: SessionId) => ShopReadPorts,
) =>
  describe(`the storefront's read ports: ${name}`, () => {
    let shop: RealShop;
    let portsFor: (sessionId: SessionId) => ShopReadPorts;
    let design: { id: DesignId; articleId: ArticleId };
    beforeAll(async () => {
      shop = await openRealShop();
      portsFor = portsOf(shop);
      const blocks = (await shop.httpGatewaysFor(newSession()).catalogue.homeBlocks(1))._unsafeUnwrap();
      const first = blocks[0]!.designs.designs[0]!;
      const detail = (await shop.httpGatewaysFor(newSession()).catalogue.design(first.id))._unsafeUnwrap()!;
      design = { id: detail.id, articleId: detail.articles[0]!.id };
    });
    afterAll(() => shop.close());

    /** A session whose cart holds two of the design's first article; answers the cart as the change did. */
    const withCart = async () => {
      const sessionId = newSession();
      const writers = shop.httpGatewaysFor(sessionId);
      const cart = await writers.cart.addLine(
        { articleId: design.articleId, designId: design.id, quantity: 2 },
        `${sessionId}-add`,
      );
      return { sessionId, writers, cart: cart._unsafeUnwrap() };
    };

    /** A session that went through the checkout to the payment step. */
    const atPaymentStep = async () => {
      const { sessionId, writers } = await withCart();
      await writers.checkout.submitContact(CONTACT);
      await writers.checkout.submitAddresses({ billing: SHIPPING, shipping: null });
      const checkout = await writers.checkout.submitShipment({
        mode: 'ADDRESS',
        deliveryMethod: 'ADDRESS',
        carrier: 'CORREOS',
        pickupPointId: '',
      });
      return { sessionId, writers, checkout: checkout._unsafeUnwrap() };
    };

    /** A session that placed an order by card. */
    const withOrder = async () => {
      const { sessionId, writers, checkout } = await atPaymentStep();
      const cart = (await writers.cart.viewCart())._unsafeUnwrap();
      const placed = await writers.checkout.placeOrder({
        paymentMethod: 'CARD',
        termsAccepted: true,
        expectedTotal: cart.total.amount,
        idempotencyKey: checkout.idempotencyKey!,
      });
      return { sessionId, publicId: placed._unsafeUnwrap().publicId };
    };

    describe('the catalogue', () => {
      it('reads one block per collection, each with at most the asked number of designs', async () => {
        const blocks = (await portsFor(newSession()).catalogue.homeBlocks(2))._unsafeUnwrap();
        expect(blocks.length).toBeGreaterThan(0);
        expect(new Set(blocks.map((block) => block.collection)).size).toBe(blocks.length);
        for (const block of blocks) expect(block.designs.designs.length).toBeLessThanOrEqual(2);
      });

      it('reads a design the store sells with its articles, and null for one it does not', async () => {
        const { catalogue } = portsFor(newSession());
        const found = (await catalogue.design(design.id))._unsafeUnwrap();
        expect(found).toMatchObject({ id: design.id });
        expect(found!.articles.map((article) => article.id)).toContain(design.articleId);
        expect((await catalogue.design('no-such-design' as DesignId))._unsafeUnwrap()).toBeNull();
      });

      it('lists every article the store sells, the design’s among them', async () => {
        const articles = (await portsFor(newSession()).catalogue.articles())._unsafeUnwrap();
        expect(articles.map((article) => article.id)).toContain(design.articleId);
      });

      it('reads an article the store sells, and null for one it does not', async () => {
        const { catalogue } = portsFor(newSession());
        expect((await catalogue.article(design.articleId))._unsafeUnwrap()).toMatchObject({ id: design.articleId });
        expect((await catalogue.article(UNKNOWN_ARTICLE))._unsafeUnwrap()).toBeNull();
      });

      it("reads a page of an article's designs, no longer than asked", async () => {
        const page = (
          await portsFor(newSession()).catalogue.designs({ articleId: design.articleId }, LISTING)
        )._unsafeUnwrap();
        expect(page).toMatchObject({ page: 1, pageSize: 3 });
        expect(page.designs.length).toBeGreaterThan(0);
        expect(page.designs.length).toBeLessThanOrEqual(3);
      });

      it('reads the tags by name, each with its design count', async () => {
        const tags = (await portsFor(newSession()).catalogue.tags())._unsafeUnwrap();
        expect(tags.length).toBeGreaterThan(0);
        const names = tags.map((tag) => tag.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      });

      it('reads null for a landing page the store does not have', async () => {
        expect((await portsFor(newSession()).catalogue.landingPage('no-such-landing', LISTING))._unsafeUnwrap()).toBe(
          null,
        );
      });
    });

    describe('the cart', () => {
      it("reads a new session's cart as empty", async () => {
        expect((await portsFor(newSession()).cart.viewCart())._unsafeUnwrap()).toMatchObject({
          lines: [],
          itemCount: 0,
        });
      });

      it('reads the cart exactly as the last change answered it', async () => {
        const { sessionId, cart } = await withCart();
        expect(cart.itemCount).toBe(2);
        expect((await portsFor(sessionId).cart.viewCart())._unsafeUnwrap()).toEqual(cart);
      });

      it("never reads another session's cart", async () => {
        await withCart();
        expect((await portsFor(newSession()).cart.viewCart())._unsafeUnwrap().lines).toEqual([]);
      });
    });

    describe('the checkout', () => {
      it("reads a new session's checkout at the contact step with nothing entered", async () => {
        expect((await portsFor(newSession()).checkout.viewCheckout())._unsafeUnwrap()).toMatchObject({
          step: 1,
          contact: null,
          addresses: null,
          shipment: null,
        });
      });

      it('reads the checkout exactly as the last step answered it', async () => {
        const { sessionId, checkout } = await atPaymentStep();
        expect(checkout.step).toBe(4);
        expect((await portsFor(sessionId).checkout.viewCheckout())._unsafeUnwrap()).toEqual(checkout);
      });

      it('reads the shipment options near a postal code, and refuses a postal code of the wrong form', async () => {
        const { checkout } = portsFor(newSession());
        const options = (
          await checkout.shipmentOptions({ country: 'ES', postalCode: '28013', customerType: 'PERSON' })
        )._unsafeUnwrap();
        expect(options).toMatchObject({ country: 'ES', postalCode: '28013' });
        expect(options.modes.map((mode) => mode.mode)).toContain('ADDRESS');
        expect(
          (
            await checkout.shipmentOptions({ country: 'ES', postalCode: 'not-a-code', customerType: 'PERSON' })
          )._unsafeUnwrapErr(),
        ).toMatchObject({ type: 'CheckoutRejected' });
      });
    });

    describe('the orders', () => {
      let placed: { sessionId: SessionId; publicId: string };
      beforeAll(async () => {
        placed = await withOrder();
      });

      it('reads the summary and the payment status of an order to the session that placed it', async () => {
        const { order } = portsFor(placed.sessionId);
        expect((await order.orderSummary(placed.publicId))._unsafeUnwrap()).toMatchObject({
          publicId: placed.publicId,
          email: CONTACT.email,
          lines: [expect.objectContaining({ quantity: 2 })],
        });
        expect((await order.paymentStatus(placed.publicId))._unsafeUnwrap()).toMatchObject({ method: 'CARD' });
      });

      it("reads another session's order, and an unknown one, as not found", async () => {
        const { order } = portsFor(newSession());
        expect((await order.orderSummary(placed.publicId))._unsafeUnwrapErr()).toEqual({ type: 'PageDataNotFound' });
        expect((await order.paymentStatus(placed.publicId))._unsafeUnwrapErr()).toEqual({ type: 'PageDataNotFound' });
        expect((await order.orderSummary('ES-NOSUCH00'))._unsafeUnwrapErr()).toEqual({ type: 'PageDataNotFound' });
      });

      it("tracks an order for whoever knows its shipment's postal code and country, and no one else", async () => {
        const { order } = portsFor(newSession());
        const query = { publicId: placed.publicId, postalCode: SHIPPING.postalCode, country: 'ES' };
        expect((await order.trackOrder(query))._unsafeUnwrap()).toMatchObject({ publicId: placed.publicId });
        expect((await order.trackOrder({ ...query, postalCode: '08001' }))._unsafeUnwrapErr()).toEqual({
          type: 'PageDataNotFound',
        });
      });
    });
  });
