// `npm run shop -- <command>`: the back office's order lifecycle commands. They run from the build when it is
// fresh (a second or two to start); otherwise through Vite's SSR loader like `npm run dev`, so the TypeScript
// sources need no separate build or runner.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildStale } from '../scripts/build-freshness.mjs';
import { sourceLoader } from '../scripts/source-loader.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const built = fileURLToPath(new URL('../../dist/server/shop.js', import.meta.url));
const io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const fromBuild = async () => {
  const { runShopCommand } = await import(pathToFileURL(built).href);
  return runShopCommand(process.argv.slice(2), process.env, io);
};

const fromSources = async () => {
  const vite = await sourceLoader(appRoot);
  try {
    const { runShopCommand } = await vite.ssrLoadModule('/composition-root/shop-cli/shop.ts');
    return await runShopCommand(process.argv.slice(2), process.env, io);
  } finally {
    await vite.close();
  }
};

process.exit(existsSync(built) && !isBuildStale(appRoot) ? await fromBuild() : await fromSources());
