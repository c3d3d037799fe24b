// `npm start`: build when the build is missing or stale, then run the built server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from './build-freshness.mjs';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = (command, args) => spawnSync(command, args, { cwd: appRoot, stdio: 'inherit' }).status ?? 1;

if (isBuildStale(appRoot)) {
  console.log('Building the shop (the build is missing or older than its sources)…');
  const status = run('npm', ['run', '--silent', 'build']);
  if (status !== 0) process.exit(status);
}
process.exit(run(process.execPath, ['dist/server/serve.js']));
