import { spawn, spawnSync } from 'node:child_process';

const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** A command pinned to one CPU core when taskset works here, so server and load never share a core. */
export const pinned = (core, command, args) =>
  canPin ? { command: 'taskset', args: ['-c', String(core), command, ...args] } : { command, args };

export const PINNING = canPin ? 'server on core 0, load generator on core 1 (taskset)' : 'not pinned (no taskset)';

export const startPinned = (core, command, args, options) => {
  const run = pinned(core, command, args);
  return spawn(run.command, run.args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
};

export const runPinned = (core, command, args, options) => {
  const run = pinned(core, command, args);
  const result = spawnSync(run.command, run.args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

export const waitUntilUp = async (url, deadline = Date.now() + 60_000) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url} within 60 s`);
};

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
