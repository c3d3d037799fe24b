import { describe, expect, it } from 'vitest';
import {
  INTEGRATIONS,
  isIntegration,
  loadableIntegrations,
  mayLoadIntegration,
} from '../../../../core/domain/consent/integrations.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('third-party integrations under consent (spec sections 1, 4)', () => {
  itIsAnEnumeration(INTEGRATIONS, isIntegration, ['analytics', 'pushNotifications']);

  it('loads the analytics script only with analytics consent', () => {
    expect(mayLoadIntegration('analytics', { ads: false, analytics: true })).toBe(true);
    expect(mayLoadIntegration('analytics', { ads: true, analytics: false })).toBe(false);
  });

  it('loads push notifications only with ads consent', () => {
    expect(mayLoadIntegration('pushNotifications', { ads: true, analytics: false })).toBe(true);
    expect(mayLoadIntegration('pushNotifications', { ads: false, analytics: true })).toBe(false);
  });

  it('lists what may load', () => {
    expect(loadableIntegrations({ ads: true, analytics: true })).toEqual(['analytics', 'pushNotifications']);
    expect(loadableIntegrations({ ads: false, analytics: false })).toEqual([]);
  });
});
