import { useEffect, useRef, useState } from 'react';
import type { DesignDocument } from '../../../core/domain/personalisation/index.ts';

export type SaveState = 'unsaved' | 'saving' | 'saved' | 'failed';

/** A short pause after the last change before saving, so a drag saves once. */
const SAVE_DELAY_MS = 600;

type Saved = { readonly design: DesignDocument | null; readonly failed: boolean };

/**
 * Saves the design shortly after each change, through `save` (the shop). The state is worked out
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
