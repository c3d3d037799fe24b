import { useCallback, useMemo, useReducer } from 'react';
import {
  canRedo,
  canUndo,
  recordEdit,
  redo,
  startHistory,
  undo,
  type EditHistory,
} from '../../../core/storefront/personalisation/edit-history.ts';
import type { DesignDocument } from '../../../core/domain/personalisation/index.ts';

type Action =
  | { readonly type: 'edit'; readonly edit: (state: DesignDocument) => DesignDocument }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'restore'; readonly state: DesignDocument };

const reduce = (history: EditHistory<DesignDocument>, action: Action): EditHistory<DesignDocument> => {
  switch (action.type) {
    case 'edit':
      return recordEdit(history, action.edit(history.present));
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
    case 'restore':
      return startHistory(action.state);
  }
};

/** The design being edited with its undo and redo; every edit is one step. */
export const useDesignEditor = (initial: () => DesignDocument) => {
  const [history, dispatch] = useReducer(reduce, undefined, () => startHistory(initial()));
  const edit = useCallback(
    (change: (state: DesignDocument) => DesignDocument) => dispatch({ type: 'edit', edit: change }),
    [],
  );
  const restore = useCallback((state: DesignDocument) => dispatch({ type: 'restore', state }), []);
  return useMemo(
    () => ({
      design: history.present,
      edit,
      restore,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      canUndo: canUndo(history),
      canRedo: canRedo(history),
    }),
    [history, edit, restore],
  );
};

export type DesignEditor = ReturnType<typeof useDesignEditor>;
