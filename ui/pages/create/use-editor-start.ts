import { useEffect, useState } from 'react';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignDocument, PersonalisableArticle } from '../../../core/domain/personalisation/index.ts';
import type { PersonalisationChangeError } from '../../../core/storefront/personalisation/personalisation-gateway.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** How the editor opens: the article's print surfaces and the work to resume. */
export type EditorStart = {
  readonly article: PersonalisableArticle;
  readonly document: DesignDocument | null;
  readonly projectId: string | null;
};

/** Why the editor could not open, as the page words it. */
export type OpeningFailure = 'notPersonalisable' | 'unavailable';

export type EditorOpening =
  | { readonly kind: 'opening' }
  | { readonly kind: 'open'; readonly start: EditorStart }
  | { readonly kind: 'failed'; readonly failure: OpeningFailure };

const failureOf = (error: PersonalisationChangeError): OpeningFailure =>
  error.type === 'PersonalisationRefused' && error.reason === 'ArticleNotPersonalisable'
    ? 'notPersonalisable'
    : 'unavailable';

/**
 * Asks the shop for the article's print surfaces and the visitor's work on it, once the page is live. The surfaces
 * are the shop's alone: when it refuses or cannot answer, nothing opens that it would then refuse to sell.
 */
export const useEditorStart = (articleId: ArticleId, projectId: string | null): EditorOpening => {
  const { personalisation } = useUseCases();
  const [opening, setOpening] = useState<EditorOpening>({ kind: 'opening' });
  useEffect(() => {
    let current = true;
    void personalisation.openEditor(articleId, projectId).match(
      (opened) => {
        if (!current) return;
        if (opened.article.surfaces.length === 0) return setOpening({ kind: 'failed', failure: 'notPersonalisable' });
        setOpening({
          kind: 'open',
          start: {
            article: { articleId: opened.article.articleId, surfaces: opened.article.surfaces },
            document: opened.project?.document ?? null,
            projectId: opened.project?.id ?? null,
          },
        });
      },
      (error) => {
        if (current) setOpening({ kind: 'failed', failure: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [personalisation, articleId, projectId]);
  return opening;
};
