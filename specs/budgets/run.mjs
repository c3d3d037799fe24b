// `npm run test:budgets`: first-load JS of each budgeted page from the client build's manifest; builds when stale.
// Given a client folder (`node specs/budgets/run.mjs some/dist/client`) it checks that build as it is.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from '../../composition-root/scripts/build-freshness.mjs';
import { budgetReport, checkPageBudgets } from './page-budgets.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const given = process.argv[2];

if (!given && isBuildStale(appRoot)) {
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: appRoot, stdio: 'inherit' }).status ?? 1;
  if (status !== 0) process.exit(status);
}
const clientDir = path.resolve(appRoot, given ?? 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const results = checkPageBudgets(manifest, (file) => readFileSync(path.join(clientDir, file)));
console.log(budgetReport(results));
process.exit(results.every((result) => result.within) ? 0 : 1);
