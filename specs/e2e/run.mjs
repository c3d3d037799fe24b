// Browser specs: run when Debian's chromium is installed, otherwise say in one line why they were skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/cli/build-freshness.mjs';

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
// Each run starts on fresh databases: the WPX-ES and WPX-PL shops' (playwright.config.ts), the refund spec's and the
// Tintazul theme's own.
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
for (const dir of [dataDir, `${dataDir}-wpx-pl`, `${dataDir}-refund`, `${dataDir}-tz-es`])
  rmSync(resolve(appRoot, dir), { recursive: true, force: true });
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
