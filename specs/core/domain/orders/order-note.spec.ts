import { describe, expect, it } from 'vitest';
import { checkOrderNote, ORDER_NOTE_MAX_LENGTH } from '../../../../core/domain/orders/order-note.ts';

describe("the desk's internal note", () => {
  it('is kept trimmed, its own line breaks and all', () => {
    expect(checkOrderNote('  Called the point.\nParcel kept until Friday.  ')._unsafeUnwrap()).toBe(
      'Called the point.\nParcel kept until Friday.',
    );
  });

  it('is refused blank, or longer than its bound counted in characters', () => {
    expect(checkOrderNote(' \n ')._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [{ field: 'note', problem: 'Required' }],
    });
    expect(checkOrderNote('a'.repeat(ORDER_NOTE_MAX_LENGTH + 1))._unsafeUnwrapErr().problems).toEqual([
      { field: 'note', problem: 'TooLong', max: ORDER_NOTE_MAX_LENGTH },
    ]);
    // An emoji is one character, though two UTF-16 units.
    expect(checkOrderNote('📦'.repeat(ORDER_NOTE_MAX_LENGTH)).isOk()).toBe(true);
  });
});
