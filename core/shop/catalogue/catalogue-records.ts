import type { Article } from '../../domain/catalogue/article.ts';
import { cataloguePicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { DesignPage, DesignSummary } from '../../domain/catalogue/design.ts';
import type { StoredArticle } from './article-repository.port.ts';
import type { StoredDesignPage, StoredDesignSummary } from './design-repository.port.ts';

/** Stored pictures become `<picture>` sources here, so every reader of the catalogue gets the same markup data. */
export const toArticle = (stored: StoredArticle): Article => ({ ...stored, picture: cataloguePicture(stored.picture) });

const toDesignSummary = ({ picture, price, ...design }: StoredDesignSummary): DesignSummary => {
  const sources = cataloguePicture(picture);
  return { ...design, ...(sources ? { picture: sources } : {}), price };
};

export const toDesignPage = (stored: StoredDesignPage): DesignPage => ({
  ...stored,
  designs: stored.designs.map(toDesignSummary),
});
