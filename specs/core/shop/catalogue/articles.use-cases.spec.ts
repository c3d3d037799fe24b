import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import { listArticles } from '../../../../core/shop/catalogue/list-articles.use-case.ts';
import { showArticle } from '../../../../core/shop/catalogue/show-article.use-case.ts';
import { brokenArticles, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

const { articles } = contractCatalogue();

describe('listArticles', () => {
  it("lists the store's articles with their pictures as sources", async () => {
    const listed = (await listArticles(articles)('WPX-ES'))._unsafeUnwrap();
    expect(listed.map((a) => [a.id, a.name, a.picture?.fallback.src ?? null])).toEqual([
      [1, 'Taza', '/media/article-1-960.jpg'],
      [2, 'Poster', null],
    ]);
  });

  it('fails when the repository fails', async () => {
    expect(await listArticles(brokenArticles)('WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});

describe('showArticle', () => {
  it('gives one article as the store sells it', async () => {
    expect((await showArticle(articles)(1 as ArticleId, 'WPX-PL'))._unsafeUnwrap()).toMatchObject({
      id: 1,
      name: 'Kubek',
      namePlural: 'Kubki',
      price: { amount: 5900, currency: 'PLN' },
      compareAtPrice: null,
    });
  });

  it('does not find an article the store does not sell', async () => {
    expect(await showArticle(articles)(2 as ArticleId, 'WPX-PL')).toEqual(err({ type: 'ArticleNotFound' }));
  });

  it('fails when the repository fails', async () => {
    expect(await showArticle(brokenArticles)(1 as ArticleId, 'WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});
