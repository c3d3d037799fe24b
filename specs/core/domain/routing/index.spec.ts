import { describe, expect, it } from 'vitest';
import * as routing from '../../../../core/domain/routing/index.ts';

describe('public API of the routing context', () => {
  it('exposes matching, building, redirect safety and guards', () => {
    expect(typeof routing.match).toBe('function');
    expect(typeof routing.buildPath).toBe('function');
    expect(typeof routing.safeRedirectTarget).toBe('function');
    expect(typeof routing.runGuards).toBe('function');
  });
});
