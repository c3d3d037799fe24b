import { useEffect, useState } from 'react';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignDocument, PersonalisableArticle } from '../../../core/domain/personalisation/index.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { readLocalDesign } from './use-autosave.ts';

/** How the editor opens: the article's surfaces, the work to resume, and where the work is kept. */
export type EditorStart = {
  readonly article: PersonalisableArticle;
  readonly document: DesignDocument | null;
  readonly projectId: string | null;
  /** True when the shop keeps the work (the visitor's session or account); false: only this browser. */
  readonly kept: 'shop' | 'browser';
};

/**
 * Asks the shop for the article's print surfaces and the visitor's work on it, once the page is live; a shop that
 * cannot answer leaves the catalogue's standard surfaces and the work kept in this browser.
 */
export const useEditorStart = (
  articleId: ArticleId,
  projectId: string | null,
  fallback: PersonalisableArticle,
): EditorStart | null => {
  const { personalisation } = useUseCases();
  const [start, setStart] = useState<EditorStart | null>(null);
  useEffect(() => {
    let current = true;
    void personalisation.openEditor(articleId, projectId).match(
      (opened) => {
        if (!current) return;
        setStart({
          article: { articleId: opened.article.articleId, surfaces: opened.article.surfaces },
          document: opened.project?.document ?? null,
          projectId: opened.project?.id ?? null,
          kept: 'shop',
        });
      },
      () => {
        if (current)
          setStart({ article: fallback, document: readLocalDesign(fallback), projectId: null, kept: 'browser' });
      },
    );
    return () => {
      current = false;
    };
  }, [personalisation, articleId, projectId, fallback]);
  return start;
};
