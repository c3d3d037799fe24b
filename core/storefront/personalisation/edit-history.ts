/** A bounded past and future around the present state: undo and redo as plain values. */
export type EditHistory<S> = {
  readonly past: readonly S[];
  readonly present: S;
  readonly future: readonly S[];
};

/** Steps kept for undo; older ones drop off so a long session cannot grow without end. */
export const HISTORY_LIMIT = 100;

export const startHistory = <S>(present: S): EditHistory<S> => ({ past: [], present, future: [] });

/** A new state after an edit: it becomes the present, the old present joins the past, redo is forgotten. */
export const recordEdit = <S>(history: EditHistory<S>, next: S, limit = HISTORY_LIMIT): EditHistory<S> =>
  Object.is(next, history.present)
    ? history
    : { past: [...history.past, history.present].slice(-limit), present: next, future: [] };

/** Replaces the present without a step of its own (a drag's intermediate positions). */
export const replacePresent = <S>(history: EditHistory<S>, next: S): EditHistory<S> => ({ ...history, present: next });

export const canUndo = <S>(history: EditHistory<S>): boolean => history.past.length > 0;

export const canRedo = <S>(history: EditHistory<S>): boolean => history.future.length > 0;

export const undo = <S>(history: EditHistory<S>): EditHistory<S> => {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as S, future: [history.present, ...history.future] };
};

export const redo = <S>(history: EditHistory<S>): EditHistory<S> => {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as S, future: rest };
};
