// The built shop as a child process on 127.0.0.1, on PostgreSQL or the embedded database.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const SANDBOX_SECRET = 'proof-payments-sandbox-secret-0123456789abcdef';

export const waitUntilUp = async (origin, seconds = 90) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/shop-api/v1/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop did not answer at ${origin} within ${seconds} s`);
};

/** Starts dist/server/serve.js; `exited` tells whether it stopped by itself (a failed start). */
export const startShop = async (appRoot, { port, databaseUrl, dataDir }) => {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  };
  const child = spawn(process.execPath, [path.join(appRoot, 'dist/server/serve.js')], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const up = await Promise.race([waitUntilUp(origin).then(() => true), exited.then(() => false)]);
  if (!up) throw new Error(`The shop stopped while starting: ${errors}`);
  return { child, origin, exited, errors: () => errors };
};

export const killHard = async (shop) => {
  shop.child.kill('SIGKILL');
  await shop.exited;
};

export const stopShop = async (shop) => {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill('SIGTERM');
  await Promise.race([shop.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (shop.child.exitCode === null) await killHard(shop);
};

/** Resident memory of a process in MiB, from /proc; null where there is none. */
export const rssMiB = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
};

const onServer = async (url, sql) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export const freshDatabase = async (serverUrl) => {
  const name = `proof_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (sql) => onServer(url.toString(), sql),
    terminateBackends: () =>
      onServer(
        serverUrl,
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      ),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};
