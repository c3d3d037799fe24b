import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { forceSsr, setConstructorLayout } from '../../../../core/domain/routing/page-guards.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const create = matched('/create/12');

describe('constructor guards of /create', () => {
  it('set-constructor-layout renders without a layout', () => {
    expect(setConstructorLayout(create, aGuardContext())).toEqual(ok({ kind: 'render', layout: 'blank' }));
  });

  it('force-ssr forces server rendering', () => {
    expect(forceSsr(create, aGuardContext())).toEqual(ok({ kind: 'render', forceSsr: true }));
  });
});
