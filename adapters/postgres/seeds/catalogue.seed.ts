import {
  articlePrices,
  articles,
  designArticles,
  designs,
  designTags,
  landingPages,
  media,
  promotions,
  tags,
} from '../schema/index.ts';
import { DEMO_ARTICLES } from './catalogue/demo-articles.ts';
import { DEMO_PRINT_SURFACES } from './catalogue/demo-print-surfaces.ts';
import { demoArticlePictures, demoDesignArtworks, demoDesignPictures, demoDesigns } from './catalogue/demo-designs.ts';
import { DEMO_LANDING_PAGES } from './catalogue/demo-landing-pages.ts';
import { demoPrices } from './catalogue/demo-prices.ts';
import { DEMO_PROMOTIONS } from './catalogue/demo-promotions.ts';
import { DEMO_TAGS } from './catalogue/demo-tags.ts';
import type { Seeder } from './seeder.ts';

export { DEMO_ARTICLES } from './catalogue/demo-articles.ts';
export { demoDesigns, designArtworkId, designPictureId } from './catalogue/demo-designs.ts';

/** The catalogue's demo data: articles and their prices, designs, tags, pictures, landing pages and promotions. */
export const seedCatalogue: Seeder = async (tx) => {
  const all = demoDesigns();
  await tx
    .insert(articles)
    .values(
      DEMO_ARTICLES.map(({ id, slug, kind, graphic, names, namesPlural, descriptions }) => ({
        id,
        slug,
        kind,
        names,
        namesPlural,
        descriptions,
        imageFormats: graphic ? 'avif,webp,png' : 'avif,webp,jpg',
        printSurfaces: (DEMO_PRINT_SURFACES[slug] ?? []).map((surface) => ({ ...surface })),
      })),
    )
    .onConflictDoNothing();
  await tx.insert(articlePrices).values(demoPrices(DEMO_ARTICLES)).onConflictDoNothing();
  await tx.insert(tags).values(DEMO_TAGS).onConflictDoNothing();
  await tx
    .insert(designs)
    .values(all.map(({ articles: _articles, tagIds: _tagIds, ...design }) => design))
    .onConflictDoNothing();
  await tx
    .insert(designArticles)
    .values(all.flatMap((design) => design.articles.map((article) => ({ designId: design.id, articleId: article.id }))))
    .onConflictDoNothing();
  await tx
    .insert(designTags)
    .values(all.flatMap((design) => design.tagIds.map((tagId) => ({ designId: design.id, tagId }))))
    .onConflictDoNothing();
  await tx
    .insert(media)
    .values([...demoArticlePictures(), ...demoDesignPictures(all), ...demoDesignArtworks(all)])
    .onConflictDoNothing();
  await tx
    .insert(landingPages)
    .values([...DEMO_LANDING_PAGES])
    .onConflictDoNothing();
  await tx.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
};
