import type { Article, ArticleId } from './article.ts';

/**
 * A design's page, opened with an article chosen when it is reached from that article's list;
 * the article is in the URL so a shared link opens the same choice.
 */
export const designPath = (design: { readonly slug: string; readonly id: string }, articleId?: ArticleId): string =>
  `/design/${encodeURIComponent(design.slug)}/${encodeURIComponent(design.id)}${
    articleId === undefined ? '' : `?article_id=${articleId}`
  }`;

/** The article the URL names when the design is printable on it, else the design's first. */
export const chosenArticle = <A extends Pick<Article, 'id'>>(
  articles: readonly [A, ...A[]],
  articleIdParam: string | undefined,
): A => articles.find((article) => String(article.id) === articleIdParam) ?? articles[0];
