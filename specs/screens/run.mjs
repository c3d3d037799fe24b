// Screenshots for people (not a pixel-diff gate): builds when stale, then photographs both brands on fresh data.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (command, args) => spawnSync(command, args, { cwd: appRoot, stdio: 'inherit' }).status ?? 1;

if (!existsSync(chromium)) {
  console.log(`Screens skipped: no chromium at ${chromium} (install it with: apt-get install -y chromium).`);
  process.exit(0);
}
if (isBuildStale(appRoot)) {
  const status = run('npm', ['run', '--silent', 'build']);
  if (status !== 0) process.exit(status);
}
const dataDir = process.env.SCREENS_DATA_DIR ?? 'test-results/screens-data';
for (const store of ['wpx-es', 'tz-es'])
  rmSync(resolve(appRoot, `${dataDir}-${store}`), { recursive: true, force: true });
process.exit(run('npx', ['playwright', 'test', '-c', 'playwright.screens.config.ts', ...process.argv.slice(2)]));
