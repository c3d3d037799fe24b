// `npm run migrate`: applies the database migrations once, as a deployment step before instances start with
// MIGRATE_AT_START=false. Runs from the build when fresh, otherwise from the sources through Vite's SSR loader.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildStale } from './build-freshness.mjs';
import { sourceLoader } from './source-loader.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const built = fileURLToPath(new URL('../../dist/server/migrate.js', import.meta.url));
const io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const fromBuild = async () => {
  const { runMigrate } = await import(pathToFileURL(built).href);
  return runMigrate(process.env, appRoot, io);
};

const fromSources = async () => {
  const vite = await sourceLoader(appRoot);
  try {
    const { runMigrate } = await vite.ssrLoadModule('/composition-root/server/migrate.ts');
    return await runMigrate(process.env, appRoot, io);
  } finally {
    await vite.close();
  }
};

process.exit(existsSync(built) && !isBuildStale(appRoot) ? await fromBuild() : await fromSources());
