import { ShopLink } from '../navigation/shop-link.tsx';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignSummary } from '../../../core/domain/catalogue/design.ts';
import { designPath } from '../../../core/domain/catalogue/design-path.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { CataloguePicture } from '../picture/catalogue-picture.tsx';
import { StorePrice } from '../price/store-price.tsx';
import { isOnOffer } from '../../../core/domain/catalogue/store-price.ts';
import { useTexts } from '../../app/use-texts.ts';

/** Six cards per row on wide screens, four on a desktop, three on a tablet, two on a phone (catalogue.css). */
export const CARD_SIZES = '(min-width: 1600px) 240px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

type Props = {
  readonly design: DesignSummary;
  readonly prices: PriceStyle;
  /** The article of the list the card is in: its page opens with that article chosen. */
  readonly articleId?: ArticleId | undefined;
};

/** A design in a listing: its picture and cheapest price, the whole card one link to its page. */
export const DesignCard = ({ design, prices, articleId }: Props) => {
  const { t } = useTexts();
  return (
    <ShopLink className="design-card" to={designPath(design, articleId)}>
      {design.picture && <CataloguePicture picture={design.picture} sizes={CARD_SIZES} />}
      {design.price && isOnOffer(design.price) && <span className="card-badge">{t('card.offer')}</span>}
      <span className="design-card-name">{design.name}</span>
      {design.price && <StorePrice price={design.price} style={prices} />}
    </ShopLink>
  );
};
