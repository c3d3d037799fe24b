import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import { isOnOffer, type StorePrice as Price } from '../../../core/domain/catalogue/store-price.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';

/** A store price as the core formats it; on offer, the former price is shown struck through first. */
export const StorePrice = ({ price, style }: { readonly price: Price; readonly style: PriceStyle }) => (
  <span className="store-price">
    {isOnOffer(price) && price.compareAtPrice && <del>{formatMoney(price.compareAtPrice, style)}</del>}
    <strong>{formatMoney(price.price, style)}</strong>
  </span>
);
