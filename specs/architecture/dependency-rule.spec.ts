import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/.bin/depcruise');

/** Runs the repo's own rule set over a fixture tree laid out like the repo. */
const cruise = (fixture: string) => {
  const run = spawnSync(
    depcruise,
    ['core', 'adapters', 'ui', 'composition-root', '--config', path.join(repoRoot, '.dependency-cruiser.cjs')],
    { cwd: path.join(import.meta.dirname, 'fixtures', fixture), encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
};

describe('the dependency rule of the house plan', () => {
  const violating = cruise('violating');

  it('fails the check when the rule is broken', () => {
    expect(violating.status).not.toBe(0);
  });

  it.each([
    ['core-imports-only-core-and-neverthrow', 'core/imports-react.ts'],
    ['core-imports-only-core-and-neverthrow', 'core/imports-node.ts'],
    ['adapters-never-import-ui-or-composition-root', 'adapters/imports-ui.ts'],
    ['ui-never-imports-adapters-or-the-container', 'ui/page.ts'],
    ['only-composition-root-uses-the-container', 'ui/page.ts'],
    ['nothing-imports-composition-root', 'ui/uses-root.ts'],
    ['domain-knows-neither-application', 'core/domain/reads-shop.ts'],
    ['storefront-never-imports-the-shop-service', 'core/storefront/reads-shop.ts'],
    ['shop-service-never-imports-the-storefront', 'core/shop/reads-storefront.ts'],
    ['ui-never-imports-the-shop-service', 'ui/reads-shop.ts'],
    ['protocol-is-the-floor', 'core/protocol/reads-domain.ts'],
  ])('names the rule %s for %s', (rule, file) => {
    expect(violating.output).toMatch(new RegExp(`error ${rule}: ${file.replace('.', '\\.')} →`));
  });

  it('passes a tree that keeps the rule', () => {
    const clean = cruise('clean');
    expect(clean.output).toContain('no dependency violations found');
    expect(clean.status).toBe(0);
  });
});
