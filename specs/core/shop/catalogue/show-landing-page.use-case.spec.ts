import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  showLandingPage,
  type LandingPageRequest,
} from '../../../../core/shop/catalogue/show-landing-page.use-case.ts';
import {
  brokenArticles,
  brokenLandingPages,
  contractCatalogue,
  DATABASE_DOWN,
} from '../../../support/catalogue-repositories.ts';

const request = (slug: string): LandingPageRequest => ({
  slug,
  store: 'WPX-ES',
  sort: 'POPULARITY',
  page: 1,
  pageSize: 10,
});
const show = showLandingPage(contractCatalogue());

describe('showLandingPage', () => {
  it('LIST_DESIGNS lists the designs of its filter and no articles', async () => {
    const page = (await show(request('animal-gifts')))._unsafeUnwrap();
    expect(page).toMatchObject({ title: 'Regalos de animales', listMode: 'LIST_DESIGNS', articles: [] });
    expect(page.designs?.designs.map((d) => d.id)).toEqual(['owl', 'fox', 'whale']);
  });

  it("LANDING lists its filter's designs and shows the filter's article", async () => {
    const page = (await show(request('mugs')))._unsafeUnwrap();
    expect(page.designs?.designs.map((d) => d.id)).toEqual(['owl', 'fox']);
    expect(page.articles.map((a) => [a.id, a.name])).toEqual([[1, 'Taza']]);
  });

  it("LANDING shows no article when the store does not sell the filter's article", async () => {
    const page = (await show({ ...request('mugs'), store: 'WPX-IT' }))._unsafeUnwrap();
    expect(page.articles).toEqual([]);
  });

  it('LIST lists every article of the store, or only the one its filter names, and no designs', async () => {
    const everything = (await show(request('everything')))._unsafeUnwrap();
    expect(everything).toMatchObject({ listMode: 'LIST', designs: null });
    expect(everything.articles.map((a) => a.id)).toEqual([1, 2]);
    expect((await show(request('one-poster')))._unsafeUnwrap().articles.map((a) => a.id)).toEqual([2]);
  });

  it('does not find an unknown slug', async () => {
    expect(await show(request('nope'))).toEqual(err({ type: 'LandingPageNotFound' }));
  });

  it('refuses invalid paging', async () => {
    expect(await show({ ...request('mugs'), pageSize: 49 })).toEqual(err({ type: 'InvalidPaging' }));
  });

  it('fails when a repository fails', async () => {
    expect(
      await showLandingPage({ ...contractCatalogue(), landingPages: brokenLandingPages })(request('mugs')),
    ).toEqual(err(DATABASE_DOWN));
    expect(await showLandingPage({ ...contractCatalogue(), articles: brokenArticles })(request('mugs'))).toEqual(
      err(DATABASE_DOWN),
    );
  });
});
