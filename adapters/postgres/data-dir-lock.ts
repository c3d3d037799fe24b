import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'estampa.lock';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database has no lock of its own, and two processes writing one data directory corrupt it:
 * whoever opens it first holds this file until it closes. A lock left by a dead process is taken over.
 */
export const lockDataDir = (dataDir: string): { release: () => void } => {
  const file = path.join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first (or use PostgreSQL via DATABASE_URL).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
};
