import { personalisedUnitPrice } from '../../domain/personalisation/personalisation-price.ts';
import type { ArticleOffer } from '../carts/cart.ts';
import { projectPreviewUrl, type Project } from './project.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A project as its owner sees it: its document, its price today and where its preview is. */
export const projectView = (project: Project, article: ArticleOffer) => ({
  id: project.id as string,
  articleId: project.articleId,
  name: project.name,
  document: project.document,
  revision: project.revision,
  popularity: project.popularity,
  unitPrice: personalisedUnitPrice(article.unitPrice, project.document),
  urlPreview: projectPreviewUrl(project),
  createdAt: iso(project.createdAt),
  updatedAt: iso(project.updatedAt),
});

export type ProjectView = ReturnType<typeof projectView>;

/** A project in its owner's list: no document; the article's name, or empty if no longer sold. */
export const projectSummary = (project: Project, articleName: string) => ({
  id: project.id as string,
  articleId: project.articleId,
  articleName,
  name: project.name,
  revision: project.revision,
  popularity: project.popularity,
  urlPreview: projectPreviewUrl(project),
  createdAt: iso(project.createdAt),
  updatedAt: iso(project.updatedAt),
});

export type ProjectSummary = ReturnType<typeof projectSummary>;
