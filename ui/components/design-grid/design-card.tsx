import { ShopLink } from '../navigation/shop-link.tsx';
import type { DesignSummary } from '../../../core/domain/catalogue/design.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { CataloguePicture } from '../picture/catalogue-picture.tsx';
import { StorePrice } from '../price/store-price.tsx';
import { isOnOffer } from '../../../core/domain/catalogue/store-price.ts';
import { useTexts } from '../../app/use-texts.ts';

/** Six cards per row on wide screens, four on a desktop, three on a tablet, two on a phone (catalogue.css). */
export const CARD_SIZES = '(min-width: 1600px) 240px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

export const designPath = (design: { readonly slug: string; readonly id: string }) =>
  `/design/${encodeURIComponent(design.slug)}/${encodeURIComponent(design.id)}`;

/** A design in a listing: its picture and cheapest price, the whole card one link to its page. */
export const DesignCard = ({ design, prices }: { readonly design: DesignSummary; readonly prices: PriceStyle }) => {
  const { t } = useTexts();
  return (
    <ShopLink className="design-card" to={designPath(design)}>
      {design.picture && <CataloguePicture picture={design.picture} sizes={CARD_SIZES} />}
      {design.price && isOnOffer(design.price) && <span className="card-badge">{t('card.offer')}</span>}
      <span className="design-card-name">{design.name}</span>
      {design.price && <StorePrice price={design.price} style={prices} />}
    </ShopLink>
  );
};
