import { ResultAsync } from 'neverthrow';
import type { Article } from '../../domain/catalogue/article.ts';
import type { CataloguePicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { isSort, type Sort } from '../../domain/catalogue/sort.ts';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import type { AccountGateway, SavedCatalogueDesign } from '../accounts/account-gateway.port.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The most catalogue designs the page shows, newest saved first: each one is a read of the catalogue. */
export const MAX_KEPT_DESIGNS_SHOWN = 48;

/** A catalogue design the customer kept, shown on the article it opens in the editor with (its picture there). */
export type KeptCatalogueDesign = {
  readonly designId: DesignId;
  readonly slug: string;
  readonly name: string;
  /** ISO 8601 instant. */
  readonly savedAt: string;
  readonly article: Pick<Article, 'id' | 'name' | 'personalisable'>;
  readonly picture: CataloguePicture | null;
};

/**
 * The account's saved designs page: the order asked for (`?sort=`, newest changes first by default) of the designs
 * the customer personalised, which the browser lists, and the catalogue designs they kept.
 */
export type SavedDesignsPageData = { readonly sort: Sort; readonly kept: readonly KeptCatalogueDesign[] };

/** The article a kept design opens on: the first the editor takes, else its first with a picture, else its first. */
const shownArticle = (articles: readonly Article[]): Article | undefined =>
  articles.find((article) => article.personalisable && article.picture !== null) ??
  articles.find((article) => article.picture !== null) ??
  articles[0];

/** A kept design as shown, or null when the store no longer sells it on any article. */
const keptOf = (saved: SavedCatalogueDesign, detail: DesignDetail | null): KeptCatalogueDesign | null => {
  const article = detail === null ? undefined : shownArticle(detail.articles);
  if (article === undefined) return null;
  return {
    designId: saved.id,
    slug: saved.slug,
    name: saved.name,
    savedAt: saved.savedAt,
    article: { id: article.id, name: article.name, personalisable: article.personalisable },
    picture: article.picture,
  };
};

/** The saved designs page: the sort the URL asks for, and the catalogue designs kept with their pictures. */
export const loadSavedDesignsPage =
  (account: AccountGateway, catalogue: CatalogueGateway) =>
  (query: Query): ResultAsync<SavedDesignsPageData, ShopUnavailable> => {
    const asked = firstQueryValue(query, 'sort') ?? '';
    const sort = isSort(asked) ? asked : 'DATE_LAST_MODIFICATION';
    return account
      .savedDesigns()
      .andThen((saved) =>
        ResultAsync.combine(
          saved
            .slice(0, MAX_KEPT_DESIGNS_SHOWN)
            .map((one) => catalogue.design(one.id).map((detail) => keptOf(one, detail))),
        ),
      )
      .map((kept) => ({ sort, kept: kept.filter((one): one is KeptCatalogueDesign => one !== null) }));
  };
