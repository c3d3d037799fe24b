// Browser specs: run when Debian's chromium is installed, otherwise say in one line why they were skipped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (command, args) => spawnSync(command, args, { cwd: appRoot, stdio: 'inherit' }).status ?? 1;

if (!existsSync(chromium)) {
  console.log(`Browser specs skipped: no chromium at ${chromium} (install it with: apt-get install -y chromium).`);
  process.exit(0);
}
if (isBuildStale(appRoot)) {
  const status = run('npm', ['run', '--silent', 'build']);
  if (status !== 0) process.exit(status);
}
// Each run starts every shop on a fresh copy of one seeded database: specs/e2e/shops.global-setup.ts.
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
