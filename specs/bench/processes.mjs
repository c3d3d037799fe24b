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

/**
 * Runs a pinned command to its end and gives its output. Asynchronous on purpose: while a load run goes on, this
 * process's idle keep-alive connections to the shop must still time out, or the next fetch reuses one the shop closed.
 */
export const runPinned = (core, command, args) =>
  new Promise((resolve, reject) => {
    const run = pinned(core, command, args);
    const child = spawn(run.command, run.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${errors}`)),
    );
  });

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
