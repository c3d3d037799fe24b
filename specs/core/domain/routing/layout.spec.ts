import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../../../core/domain/routing/layout.ts';
import { ROUTES } from '../../../../core/domain/routing/route-table.ts';

describe('layouts (spec 2)', () => {
  it('are blank, full-page, light, master-accounts and master', () => {
    expect(LAYOUTS).toEqual(['blank', 'full-page', 'light', 'master-accounts', 'master']);
  });

  it('include the layout of every route', () => {
    for (const route of ROUTES) expect(LAYOUTS).toContain(route.layout);
  });
});
