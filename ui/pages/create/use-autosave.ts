import { useEffect, useRef, useState } from 'react';
import {
  validateDesignDocument,
  type DesignDocument,
  type PersonalisableArticle,
} from '../../../core/domain/personalisation/index.ts';

export type SaveState = 'unsaved' | 'saving' | 'saved' | 'failed';

const keyOf = (articleId: number) => `estampa.create.design.${articleId}`;

/** A short pause after the last change before saving, so a drag saves once. */
const SAVE_DELAY_MS = 600;

const looksLikeDocument = (value: unknown): value is DesignDocument =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === 2 &&
  Array.isArray((value as { surfaces?: unknown }).surfaces);

/** The work kept for this article in this browser (when the shop could not keep it), if still valid. */
export const readLocalDesign = (article: PersonalisableArticle): DesignDocument | null => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(article.articleId)) ?? 'null');
    return looksLikeDocument(stored) ? validateDesignDocument(stored, article).unwrapOr(null) : null;
  } catch {
    return null;
  }
};

/** Keeps the design in this browser: the fallback when the shop cannot be reached. */
export const saveLocally = (design: DesignDocument): Promise<boolean> => {
  try {
    window.localStorage.setItem(keyOf(design.articleId), JSON.stringify(design));
    return Promise.resolve(true);
  } catch {
    return Promise.resolve(false);
  }
};

type Saved = { readonly design: DesignDocument | null; readonly failed: boolean };

/**
 * Saves the design shortly after each change, through `save` (the shop, or this browser). The state is worked out
 * as the page renders (the design on screen against the last one kept), so "saving" shows with the change.
 */
export const useAutosave = (
  design: DesignDocument,
  save: ((design: DesignDocument) => Promise<boolean>) | null,
): SaveState => {
  const [saved, setSaved] = useState<Saved>({ design: null, failed: false });
  const latestSave = useRef(save);
  latestSave.current = save;
  const enabled = save !== null;
  useEffect(() => {
    if (!enabled) return;
    // The design the editor opened with (saved work or blank) is already what is kept.
    if (saved.design === null) return setSaved({ design, failed: false });
    if (saved.design === design) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void latestSave.current?.(design).then((ok) => {
        if (current || ok) setSaved({ design, failed: !ok });
      });
    }, SAVE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [design, enabled, saved.design]);
  if (!enabled) return 'saved';
  if (saved.failed && saved.design === design) return 'failed';
  return saved.design === null || saved.design === design ? 'saved' : 'saving';
};
