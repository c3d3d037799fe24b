import { useEffect, useRef } from 'react';
import type { DesignEditor } from './use-design-editor.ts';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Millimetres an arrow key moves the selected layer; with Shift, ten times as far. */
const ARROW_STEP_MM = 1;
const ARROW_LARGE_STEP_MM = 10;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

type Keys = {
  readonly editor: DesignEditor;
  readonly move: ((dx: number, dy: number) => void) | null;
  readonly remove: (() => void) | null;
};

/** Ctrl/Cmd+Z undoes, with Shift (or Ctrl+Y) redoes; arrows move the selected layer; Delete removes it. */
export const useEditorKeys = (keys: Keys) => {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target !== null && (TYPING.has(target.tagName) || target.isContentEditable);
      const { editor, move, remove } = latest.current;
      const command = event.ctrlKey || event.metaKey;
      if (command && !typing && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) editor.redo();
        else editor.undo();
        return;
      }
      if (command && !typing && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        editor.redo();
        return;
      }
      if (typing || command || event.altKey) return;
      const arrow = ARROWS[event.key];
      if (arrow && move) {
        event.preventDefault();
        const step = event.shiftKey ? ARROW_LARGE_STEP_MM : ARROW_STEP_MM;
        move(arrow[0] * step, arrow[1] * step);
        return;
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && remove && target?.tagName !== 'BUTTON') {
        event.preventDefault();
        remove();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
