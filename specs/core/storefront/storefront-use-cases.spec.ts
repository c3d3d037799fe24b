import { ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignId, DesignPage } from '../../../core/domain/catalogue/design.ts';
import type { CartGateway, CartLineRequest } from '../../../core/storefront/carts/cart-gateway.port.ts';
import type { ContactForm } from '../../../core/storefront/help-center/contact-form.ts';
import type { ContactGateway } from '../../../core/storefront/help-center/contact-gateway.port.ts';
import {
  requestKeysOf,
  storefrontUseCasesOf,
  type StorefrontParts,
} from '../../../core/storefront/storefront-use-cases.ts';
import { fakeCatalogueGateway } from '../../support/fake-catalogue-gateway.ts';
import { recordingCartNotices } from '../../support/recording-cart-notices.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { aShownCart, aShownLine, eur } from '../../support/shown-cart-mother.ts';

const form: ContactForm = { name: 'Ana', email: 'ana@estampa.example', subject: 'Pedido', message: 'Hola' };

/** The keys `sequenceIds` draws, in order: 32 characters each. */
const key = (n: number) => `id${n}`.padEnd(32, 'x');

/** A cart gateway whose cart holds every line added, recording each change with its key. */
const recordingCarts = () => {
  const added: [CartLineRequest, string][] = [];
  const changed: string[] = [];
  let cart = aShownCart({ lines: [] });
  const gateway: CartGateway = {
    viewCart: () => okAsync(cart),
    addLine: (line, idempotencyKey) => {
      added.push([line, idempotencyKey]);
      cart = { ...cart, lines: [...cart.lines, aShownLine({ ...line, id: `line-${added.length}` })] };
      return okAsync(cart);
    },
    changeQuantity: (lineId, quantity) => (changed.push(`${lineId}×${quantity}`), okAsync(cart)),
    removeLine: (lineId) => (changed.push(`-${lineId}`), okAsync(cart)),
    applyPromotion: (code) => (changed.push(`+${code}`), okAsync(cart)),
    removePromotion: () => (changed.push('-promotion'), okAsync(cart)),
  };
  return { gateway, added, changed };
};

const recordingContact = () => {
  const sent: [ContactForm, string][] = [];
  const contact: ContactGateway = {
    openTicket: (message, idempotencyKey) => {
      sent.push([message, idempotencyKey]);
      return okAsync({ kind: 'sent', ticketId: String(sent.length) });
    },
  };
  return { contact, sent };
};

const page = (designs: readonly string[], at: number): DesignPage => ({
  designs: designs.map((id) => ({ id: id as DesignId, slug: id, name: id, collection: 'OUTLET' })),
  page: at,
  pageSize: 2,
  total: 5,
});

/** The use cases given ready-made: each a marker the facade must hand on as it is. */
const readyMade = {
  openPage: () => okAsync({ kind: 'error', status: 404, message: 'no' }),
  logError: () => okAsync(undefined),
  session: { marker: 'session' },
  auth: { marker: 'auth' },
  platform: { marker: 'platform' },
  checkout: { marker: 'checkout' },
  orders: { marker: 'orders' },
  selfService: { marker: 'selfService' },
  backOffice: { marker: 'backOffice' },
  community: { marker: 'community' },
  personalisation: { marker: 'personalisation' },
} as unknown as Omit<StorefrontParts<never>, 'catalogue' | 'cartGateway' | 'contact' | 'cartNotices' | 'ids'>;

const setUp = () => {
  const carts = recordingCarts();
  const { contact, sent } = recordingContact();
  const notices = recordingCartNotices();
  const catalogue = fakeCatalogueGateway({
    collectionDesigns: (collection, at) =>
      okAsync(collection === 'OUTLET' && at === 2 ? page(['c', 'd'], 2) : page([], at)),
  });
  const useCases = storefrontUseCasesOf({
    ...readyMade,
    catalogue,
    cartGateway: carts.gateway,
    contact,
    cartNotices: notices.notices,
    ids: sequenceIds(),
  });
  return { useCases, carts, sent, notices };
};

describe('requestKeysOf', () => {
  it('draws a fresh key of 32 letters and digits for each write', () => {
    const newKey = requestKeysOf(sequenceIds());
    expect([newKey(), newKey()]).toEqual([key(1), key(2)]);
  });
});

describe('storefrontUseCasesOf', () => {
  it('hands on the use cases it is given as they are', () => {
    const { useCases } = setUp();
    for (const name of Object.keys(readyMade) as (keyof typeof readyMade)[]) {
      expect(useCases[name]).toBe(readyMade[name]);
    }
  });

  it('sends each contact message with a key of its own', async () => {
    const { useCases, sent } = setUp();
    expect(await useCases.sendContactMessage(form)).toEqual(ok({ kind: 'sent', ticketId: '1' }));
    expect(await useCases.sendContactMessage(form)).toEqual(ok({ kind: 'sent', ticketId: '2' }));
    expect(sent).toEqual([
      [form, key(1)],
      [form, key(2)],
    ]);
  });

  it("adds to the given cart under a fresh key and tells the visitor's other tabs", async () => {
    const { useCases, carts, notices } = setUp();
    const cart = (await useCases.addToCart({ articleId: 7, designId: 'design-1', quantity: 2 }))._unsafeUnwrap();
    expect(cart.lines).toHaveLength(1);
    expect(carts.added).toEqual([[{ articleId: 7, designId: 'design-1', quantity: 2 }, key(1)]]);
    expect(notices.announced()).toBe(1);
  });

  it('reorders each line into the given cart under a key of its own, and tells the other tabs once', async () => {
    const { useCases, carts, notices } = setUp();
    const line = { articleId: 7, designId: 'design-1', name: 'Mug', quantity: 2, unitPrice: eur(1250) };
    const outcome = (await useCases.reorder([line, { ...line, articleId: 8, name: 'Cup' }]))._unsafeUnwrap();
    expect(outcome).toMatchObject({ added: 2, repriced: [], gone: [] });
    expect(carts.added.map(([, idempotencyKey]) => idempotencyKey)).toEqual([key(1), key(2)]);
    expect(notices.announced()).toBe(1);
  });

  it("makes the cart page's changes on the given cart and tells the other tabs of each", async () => {
    const { useCases, carts, notices } = setUp();
    await useCases.cart.changeQuantity('line-1', 3);
    await useCases.cart.removeLine('line-1');
    await useCases.cart.applyPromotion(' SUMMER ');
    await useCases.cart.removePromotion();
    expect(carts.changed).toEqual(['line-1×3', '-line-1', '+SUMMER', '-promotion']);
    expect(notices.announced()).toBe(4);
    expect(await useCases.cart.view()).toEqual(ok(aShownCart({ lines: [] })));
  });

  it("shows a home block's next designs from the given catalogue", async () => {
    const { useCases } = setUp();
    const more = await useCases.showMoreDesigns({ collection: 'OUTLET', designs: page(['a', 'b'], 1) });
    expect(more).toEqual(ok({ collection: 'OUTLET', designs: page(['a', 'b', 'c', 'd'], 2) }));
  });
});
