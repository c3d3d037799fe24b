import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { listOffers, type OffersRequest } from '../../../../core/shop/catalogue/list-offers.use-case.ts';
import {
  brokenArticles,
  brokenDesigns,
  contractCatalogue,
  DATABASE_DOWN,
} from '../../../support/catalogue-repositories.ts';

const request: OffersRequest = { store: 'WPX-ES', sort: 'POPULARITY', page: 1, pageSize: 10 };

describe('listOffers', () => {
  it('gives the articles on offer and a page of the designs printable on them', async () => {
    const offers = (await listOffers(contractCatalogue())(request))._unsafeUnwrap();
    expect(offers.articles.map((a) => [a.id, a.price.amount, a.compareAtPrice?.amount])).toEqual([[2, 995, 1295]]);
    expect(offers.designs).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(offers.designs.designs.map((d) => d.id)).toEqual(['fox', 'whale']);
  });

  it('gives nothing where nothing is on offer', async () => {
    const offers = (await listOffers(contractCatalogue())({ ...request, store: 'WPX-IT' }))._unsafeUnwrap();
    expect(offers).toEqual({ articles: [], designs: { designs: [], page: 1, pageSize: 10, total: 0 } });
  });

  it('refuses invalid paging', async () => {
    expect(await listOffers(contractCatalogue())({ ...request, page: 0 })).toEqual(err({ type: 'InvalidPaging' }));
  });

  it('fails when a repository fails', async () => {
    const { designs, articles } = contractCatalogue();
    expect(await listOffers({ designs, articles: brokenArticles })(request)).toEqual(err(DATABASE_DOWN));
    expect(await listOffers({ designs: brokenDesigns, articles })(request)).toEqual(err(DATABASE_DOWN));
  });
});
