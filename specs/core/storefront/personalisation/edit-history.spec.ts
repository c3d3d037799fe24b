import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  recordEdit,
  redo,
  replacePresent,
  startHistory,
  undo,
  type EditHistory,
} from '../../../../core/storefront/personalisation/edit-history.ts';

const edits = fc.array(fc.integer(), { maxLength: 30 });

const recorded = (states: readonly number[], limit?: number): EditHistory<number> =>
  states.reduce<EditHistory<number>>((history, state) => recordEdit(history, state, limit), startHistory(-1));

describe('edit history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = startHistory('blank');
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoing every edit goes back to the start, redoing them all comes back to the last', () => {
    fc.assert(
      fc.property(edits, (states) => {
        let history = recorded(states);
        const last = history.present;
        while (canUndo(history)) history = undo(history);
        expect(history.present).toBe(-1);
        while (canRedo(history)) history = redo(history);
        expect(history.present).toBe(last);
      }),
    );
  });

  it('undo then redo is no change', () => {
    fc.assert(
      fc.property(edits, fc.nat({ max: 40 }), (states, steps) => {
        let history = recorded(states);
        for (let i = 0; i < steps; i += 1) history = undo(history);
        const before = history;
        if (canUndo(history)) expect(redo(undo(history))).toEqual(before);
      }),
    );
  });

  it('an edit after undoing forgets what could have been redone', () => {
    fc.assert(
      fc.property(edits, fc.integer(), (states, next) => {
        const undone = undo(recorded(states));
        // Recording the state already shown is no edit (below).
        fc.pre(next !== undone.present);
        const history = recordEdit(undone, next);
        expect(canRedo(history)).toBe(false);
        expect(history.present).toBe(next);
      }),
    );
  });

  it('the same state again is no step, so undo never lands on an unchanged picture', () => {
    const history = recordEdit(startHistory(1), 2);
    expect(recordEdit(history, 2)).toBe(history);
  });

  it('keeps at most the limit of steps to undo', () => {
    fc.assert(
      fc.property(edits, fc.integer({ min: 1, max: 10 }), (states, limit) => {
        const history = recorded(states, limit);
        expect(history.past.length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('a replaced present (a drag in progress) adds no step', () => {
    const history = replacePresent(recordEdit(startHistory(0), 1), 5);
    expect(history.present).toBe(5);
    expect(undo(history).present).toBe(0);
  });
});
