import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const knip = path.join(repoRoot, 'node_modules/.bin/knip');

/** Runs the repo's own dependency check over a fixture laid out like the repo (root and core workspaces). */
const check = (fixture: string) => {
  const run = spawnSync(knip, ['--config', path.join(repoRoot, 'knip.jsonc'), '--no-config-hints', '--no-progress'], {
    cwd: path.join(import.meta.dirname, 'fixtures', fixture),
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
};

describe('every bare import declared in the package.json that owns it', () => {
  const dishonest = check('dishonest-dependencies');

  it('passes when every import is declared and every declaration imported', () => {
    expect(check('honest-dependencies')).toEqual({ status: 0, output: '' });
  });

  it('fails the check when a dependency is undeclared or unused', () => {
    expect(dishonest.status).toBe(1);
  });

  it('names an import that resolves only through another package', () => {
    expect(dishonest.output).toMatch(/Unlisted dependencies[^]*fastify-plugin\s+composition-root\/start\.ts/);
  });

  it('names an import the core does not declare in its own package.json', () => {
    expect(dishonest.output).toMatch(/Unlisted dependencies[^]*luxon\s+core\/index\.ts/);
  });

  it('names a dependency declared but never imported', () => {
    expect(dishonest.output).toMatch(/Unused dependencies[^]*@fastify\/rate-limit\s+package\.json/);
  });
});
