import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything a build is made from; a change to any of these makes the build stale. */
const SOURCES = ['core', 'adapters', 'ui', 'composition-root', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist']);

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => !SKIP.has(name))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stats.mtimeMs);
};

export const BUILD_STAMP = 'dist/server/serve.js';

/** True when the built server is missing or older than any of its sources. */
export const isBuildStale = (appRoot) => {
  const stamp = path.join(appRoot, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(appRoot, 'dist/client/ui/index.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(appRoot, source)) > built);
};
