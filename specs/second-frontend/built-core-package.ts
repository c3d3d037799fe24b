import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const CORE_DIR = path.join(REPO_ROOT, 'core');
const BUILT_STOREFRONT = path.join(CORE_DIR, 'dist/storefront/index.js');
/** Where Node and Vite look first for a package imported from this folder. */
const LOCAL_LINK = path.join(import.meta.dirname, 'node_modules/@estampa/core');

/** `npm test` builds the package in its first step; a spec run on its own builds it here when it is missing. */
const buildOnce = () => {
  if (existsSync(BUILT_STOREFRONT)) return;
  const build = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/tsc'),
    ['-p', path.join(CORE_DIR, 'tsconfig.build.json')],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`core build failed:\n${build.stdout}${build.stderr}`);
};

/**
 * The npm workspace links `node_modules/@estampa/core` to this checkout's `core/`. A worktree that shares another
 * checkout's node_modules gets that checkout's core instead, so this folder links its own, as `npm install` would
 * in a checkout of its own. Answers how to undo it.
 */
const linkThisCheckoutsCore = (): (() => void) => {
  const workspaceLink = path.join(REPO_ROOT, 'node_modules/@estampa/core');
  if (existsSync(workspaceLink) && realpathSync(workspaceLink) === realpathSync(CORE_DIR)) return () => undefined;
  if (existsSync(LOCAL_LINK)) return () => undefined;
  mkdirSync(path.dirname(LOCAL_LINK), { recursive: true });
  symlinkSync(path.relative(path.dirname(LOCAL_LINK), CORE_DIR), LOCAL_LINK, 'dir');
  return () => {
    // The link first, alone: removing the folder can then never reach into core/.
    unlinkSync(LOCAL_LINK);
    rmSync(path.join(import.meta.dirname, 'node_modules'), { recursive: true });
  };
};

/**
 * `@estampa/core` as another frontend installs it: built to `core/dist` and reached through its package.json
 * `exports`. Answers how to undo what it set up.
 */
export const builtCorePackage = (): (() => void) => {
  buildOnce();
  return linkThisCheckoutsCore();
};
