import { documented, jsonText } from './json-schema.ts';
import * as t from 'io-ts';
import { envelope } from './envelope.codec.ts';
import { ArticleIdFromString, CurrencyCodec, MoneyCodec, StoreSlugCodec } from './catalogue.codec.ts';
import { nullable, textMatching, WholeNumberFromString } from './form-fields.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** Shop API paths of the cart, relative to the base path. */
export const CART_PATHS = {
  cart: '/cart',
  lines: '/cart/lines',
  line: '/cart/lines/:line_id',
  promotion: '/cart/promotion',
} as const;

export const CUSTOMISATION_MAX_LENGTH = 4096;

/** The constructor's choices as a JSON object of at most 4 KiB. */
export const CustomisationFromString = documented(
  new t.Type<Record<string, unknown>, string, unknown>(
    'CustomisationFromString',
    (u): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u),
    (u, c) => {
      const rule = `expected a JSON object of at most ${CUSTOMISATION_MAX_LENGTH} characters`;
      if (typeof u !== 'string' || u.length > CUSTOMISATION_MAX_LENGTH) return t.failure(u, c, rule);
      try {
        const parsed: unknown = JSON.parse(u);
        // A personalised line is the shop's to write, after it validated and priced the document.
        return typeof parsed === 'object' &&
          parsed !== null &&
          !Array.isArray(parsed) &&
          !Object.hasOwn(parsed, 'personalisation')
          ? t.success(parsed as Record<string, unknown>)
          : t.failure(u, c, rule);
      } catch {
        return t.failure(u, c, rule);
      }
    },
    (value) => JSON.stringify(value),
  ),
  jsonText({
    type: 'object',
    description: 'A JSON object of at most 4 KiB, without `personalisation` (the shop writes that)',
    not: { properties: { personalisation: {} }, required: ['personalisation'] },
  }),
);

/** Empty means none, as a form sends an unused field. */
const OptionalDesignId = textMatching(
  'DesignId',
  /^[A-Za-z0-9_-]{0,64}$/,
  'expected a design id (letters, digits, _ and -)',
);

const CartLineIdCodec = textMatching('CartLineId', /^[A-Za-z0-9-]{1,64}$/, 'expected a cart line id');

// ---- Requests ----

/** The request field names of the cart's forms by the core's field names. */
export const CART_FORM_FIELDS = { articleId: 'article_id', designId: 'design_id' } as const satisfies FormFieldNames;

export const AddCartLineBody = t.intersection([
  t.type({ article_id: ArticleIdFromString, quantity: WholeNumberFromString }),
  t.partial({ design_id: OptionalDesignId, customisation: CustomisationFromString }),
]);

export const ChangeCartLineBody = t.type({ quantity: WholeNumberFromString });

export const CartLineParams = t.type({ line_id: CartLineIdCodec });

export const CartPromotionBody = t.type({
  code: textMatching(
    'PromotionCode',
    /^\s*[A-Za-z0-9_-]{1,40}\s*$/,
    'expected a promotion code of 1 to 40 letters and digits',
  ),
});

// ---- Responses ----

/** What every cart line says, available or not. */
const cartLineProps = {
  id: t.string,
  articleId: t.number,
  designId: nullable(t.string),
  customisation: nullable(t.UnknownRecord),
  quantity: t.number,
  designName: nullable(t.string),
  /** A personalised line's preview rendered by the shop (jpg; the same path in .avif and .webp), else null. */
  urlPreview: nullable(t.string),
};

export const CartLineViewCodec = t.union([
  wireType(
    {
      ...cartLineProps,
      available: t.literal(true),
      articleName: t.string,
      articleNamePlural: t.string,
      unitPrice: MoneyCodec,
      lineTotal: MoneyCodec,
    },
    'AvailableCartLine',
  ),
  wireType(
    {
      ...cartLineProps,
      available: t.literal(false),
      articleName: nullable(t.string),
      articleNamePlural: nullable(t.string),
      unitPrice: t.null,
      lineTotal: t.null,
    },
    'UnavailableCartLine',
  ),
]);

/** Before a shipment is chosen the cart counts no shipping; this says what it costs from, or that checkout says. */
export const ShippingQuoteCodec = t.union([
  wireType({ type: t.literal('Chosen') }, 'ChosenShipping'),
  wireType({ type: t.literal('From'), price: MoneyCodec }, 'ShippingFrom'),
  wireType({ type: t.literal('AtCheckout') }, 'ShippingAtCheckout'),
]);

export const CartViewCodec = wireType(
  {
    id: nullable(t.string),
    store: StoreSlugCodec,
    currency: CurrencyCodec,
    lines: t.readonlyArray(CartLineViewCodec),
    itemCount: t.number,
    subtotal: MoneyCodec,
    shipping: MoneyCodec,
    shippingQuote: ShippingQuoteCodec,
    discount: MoneyCodec,
    shippingDiscount: MoneyCodec,
    total: MoneyCodec,
    promotion: nullable(wireType({ code: t.string, applied: t.boolean, problem: nullable(t.string) }, 'CartPromotion')),
    /** False when the store shows whole units: every amount above is whole, and is formatted without decimals. */
    pricesWithDecimals: t.boolean,
  },
  'Cart',
);

/** A cart as it travels, in the Shop API's wire names (`item_count`, `article_name_plural`). */
export type CartViewWire = t.OutputOf<typeof CartViewCodec>;

export const CartResponse = envelope(CartViewCodec);
