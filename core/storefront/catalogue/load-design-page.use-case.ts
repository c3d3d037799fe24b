import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Article, ArticleId } from '../../domain/catalogue/article.ts';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { chosenArticle } from '../../domain/catalogue/design-path.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import {
  deliveryEstimate,
  productionDaysOf,
  quickestCarrierDays,
  type DeliveryEstimate,
  type WorkingDays,
} from '../../domain/shipments/delivery-estimate.ts';

import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { DeliveryTimesGateway } from './delivery-times-gateway.port.ts';
import type { PriceStyle } from './price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

/** What the delivery estimates start from: the moment of the page and the quickest carrier. */
type DeliveryStart = { readonly orderedAt: number; readonly carrierDays: WorkingDays };

/** Each article's delivery estimate if ordered now, by article id. */
export type ArticleDeliveries = { readonly [articleId: number]: DeliveryEstimate };

/** `articleId` is the article chosen when the page opens: the one the URL names, else the first. */
export type DesignPageData = {
  readonly design: DesignDetail;
  readonly prices: PriceStyle;
  readonly articleId: ArticleId;
  /** Null when the shop ships nowhere in the store's country or its times could not be read. */
  readonly deliveries: ArticleDeliveries | null;
};

export type DeliverySources = { readonly times: DeliveryTimesGateway; readonly clock: Clock };

const deliveryStartOf = (sources: DeliverySources | null): ResultAsync<DeliveryStart | null, never> => {
  if (sources === null) return okAsync(null);
  const orderedAt = sources.clock.now();
  return ResultAsync.fromSafePromise(
    sources.times
      .carrierDays()
      .map((services) => {
        const carrierDays = quickestCarrierDays(services);
        return carrierDays === null ? null : { orderedAt, carrierDays };
      })
      // An estimate is a help, not the page: the design still opens without it.
      .unwrapOr(null),
  );
};

// Worked out here rather than in the browser: the page ships dates, not the rule, so its script stays small.
const deliveriesOf = (design: DesignDetail, start: DeliveryStart): ArticleDeliveries => {
  const deliveries: { [articleId: number]: DeliveryEstimate } = {};
  for (const article of design.articles) {
    deliveries[article.id] = deliveryEstimate(start.orderedAt, productionDaysOf(article.kind), start.carrierDays);
  }
  return deliveries;
};

/** A design's page; a design the store does not sell, or one with no article to print on, is not found. */
export const loadDesignPage =
  (catalogue: CatalogueGateway, prices: PriceStyle, delivery: DeliverySources | null = null) =>
  (id: string, articleIdParam?: string): ResultAsync<DesignPageData, ShopUnavailable | PageDataNotFound> =>
    ResultAsync.combine([catalogue.design(id as DesignId), deliveryStartOf(delivery)] as const).andThen(
      ([design, start]) => {
        if (design === null) return errAsync(pageDataNotFound());
        const [first, ...others] = design.articles;
        if (first === undefined) return errAsync(pageDataNotFound());
        const articles: readonly [Article, ...Article[]] = [first, ...others];
        return okAsync({
          design,
          prices,
          articleId: chosenArticle(articles, articleIdParam).id,
          deliveries: start === null ? null : deliveriesOf(design, start),
        });
      },
    );
