import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import { MAX_PAGE_SIZE } from '../../../../core/domain/catalogue/design-query.ts';
import { listDesigns, type DesignListingRequest } from '../../../../core/shop/catalogue/list-designs.use-case.ts';
import { brokenDesigns, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

const base: DesignListingRequest = { store: 'WPX-ES', sort: 'POPULARITY', page: 1, pageSize: 10 };
const list = listDesigns(contractCatalogue().designs);
const ids = async (request: Partial<DesignListingRequest>) =>
  (await list({ ...base, ...request }))._unsafeUnwrap().designs.map((design) => design.id);

describe('listDesigns', () => {
  it("lists the store's designs with picture sources sized for the page and the cheapest price", async () => {
    const page = (await list({ ...base, collection: 'INFANTIL' }))._unsafeUnwrap();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    const fox = page.designs.find((design) => design.id === 'fox');
    expect(fox).toEqual({
      id: 'fox',
      slug: 'design-fox',
      name: 'Zorro retro',
      collection: 'INFANTIL',
      price: { price: { amount: 995, currency: 'EUR' }, compareAtPrice: { amount: 1295, currency: 'EUR' } },
      picture: {
        alt: 'Zorro en taza',
        sources: [
          {
            type: 'image/avif',
            srcset: '/media/fox-a1-240.avif 240w, /media/fox-a1-480.avif 480w, /media/fox-a1-960.avif 960w',
          },
          {
            type: 'image/webp',
            srcset: '/media/fox-a1-240.webp 240w, /media/fox-a1-480.webp 480w, /media/fox-a1-960.webp 960w',
          },
          {
            type: 'image/jpeg',
            srcset: '/media/fox-a1-240.jpg 240w, /media/fox-a1-480.jpg 480w, /media/fox-a1-960.jpg 960w',
          },
        ],
        fallback: { src: '/media/fox-a1-960.jpg', width: 960, height: 960 },
      },
    });
  });

  it('leaves the picture out of a design that has none', async () => {
    const page = (await list({ ...base, collection: 'INFANTIL' }))._unsafeUnwrap();
    expect(page.designs.find((design) => design.id === 'whale')).not.toHaveProperty('picture');
  });

  it('combines collection, article, tag and search text', async () => {
    expect(await ids({ articleId: 2 as ArticleId, tagSlug: 'animals' })).toEqual(['fox', 'whale']);
    expect(await ids({ text: '  ZORRO  ' })).toEqual(['fox']);
    expect(await ids({ collection: 'OUTLET' })).toEqual(['tulips']);
    expect(await ids({ store: 'WPX-PL' })).toEqual(['owl', 'fox', 'tulips']);
  });

  it('finds nothing for a search of punctuation alone, without asking the repository', async () => {
    expect(await listDesigns(brokenDesigns)({ ...base, text: "%' --", page: 2 })).toEqual(
      ok({ designs: [], page: 2, pageSize: 10, total: 0 }),
    );
  });

  it('sorts as asked', async () => {
    expect(await ids({ collection: 'INFANTIL', sort: 'DATE_CREATION' })).toEqual(['whale', 'fox', 'owl']);
  });

  it.each([
    [0, 10],
    [1, 0],
    [1.5, 10],
    [1, MAX_PAGE_SIZE + 1],
  ])('refuses page %s with page size %s', async (page, pageSize) => {
    expect(await list({ ...base, page, pageSize })).toEqual(err({ type: 'InvalidPaging' }));
  });

  it.each(['', '   ', 'a b c d e f g h i', 'x'.repeat(101)])('refuses the search text %j', async (text) => {
    expect(await list({ ...base, text })).toEqual(err({ type: 'InvalidSearch' }));
  });

  it('fails when the repository fails', async () => {
    expect(await listDesigns(brokenDesigns)(base)).toEqual(err(DATABASE_DOWN));
  });
});
