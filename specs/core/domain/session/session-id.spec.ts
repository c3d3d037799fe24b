import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  isSessionId,
  newSessionId,
  SESSION_ID_MAX_LENGTH,
  SESSION_ID_MIN_LENGTH,
} from '../../../../core/domain/session/session-id.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

describe('session id (spec section 9: random string, length from config)', () => {
  it('is a random string of the configured length', () => {
    expect(newSessionId(sequenceIds(), 16)).toEqual(ok('id1xxxxxxxxxxxxx'));
  });

  it('refuses lengths outside 16..128 and non-integers', () => {
    for (const length of [0, 15, 129, 32.5, Number.NaN]) {
      expect(newSessionId(sequenceIds(), length)).toEqual(err({ type: 'InvalidSessionIdLength', length }));
    }
  });

  it('accepts every length from 16 to 128', () => {
    fc.assert(
      fc.property(fc.integer({ min: SESSION_ID_MIN_LENGTH, max: SESSION_ID_MAX_LENGTH }), (length) => {
        const id = newSessionId(sequenceIds(), length)._unsafeUnwrap();
        expect(id).toHaveLength(length);
        expect(isSessionId(id)).toBe(true);
      }),
    );
  });

  it('recognises a session id read back from a cookie', () => {
    expect(isSessionId('A'.repeat(16))).toBe(true);
    expect(isSessionId('A'.repeat(15))).toBe(false);
    expect(isSessionId('A'.repeat(129))).toBe(false);
    expect(isSessionId(`${'A'.repeat(16)}-`)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isSessionId(value)).toBe(/^[A-Za-z0-9]{16,128}$/.test(value));
      }),
    );
  });
});
