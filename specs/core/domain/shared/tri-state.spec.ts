import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTriState, matchesTriState, TRI_STATES } from '../../../../core/domain/shared/tri-state.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('tri-state filter (spec section 3)', () => {
  itIsAnEnumeration(TRI_STATES, isTriState, ['ALL', 'true', 'false']);

  it('ALL lets everything through', () => {
    fc.assert(
      fc.property(fc.boolean(), (value) => {
        expect(matchesTriState('ALL', value)).toBe(true);
      }),
    );
  });

  it('true and false let only their own value through', () => {
    expect(matchesTriState('true', true)).toBe(true);
    expect(matchesTriState('true', false)).toBe(false);
    expect(matchesTriState('false', false)).toBe(true);
    expect(matchesTriState('false', true)).toBe(false);
  });
});
