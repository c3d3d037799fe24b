import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'estampa.lock';

/** A process as /proc tells it on Linux: its state letter and start time (clock ticks since boot); null elsewhere or when gone. */
const procStat = (pid: number): { readonly state: string; readonly startTime: string } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
};

const hasProc = () => procStat(process.pid) !== null;

const signalsAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Who holds the lock: a pid and, where /proc exists, the holder's start time (a reused pid is another process). */
const holderOf = (text: string) => {
  const [pid, startTime] = text.trim().split(' ');
  return { pid: Number(pid), startTime };
};

/**
 * Still holding it: running (a killed process its parent has not reaped yet is a zombie, and holds nothing),
 * and the very process that wrote the lock, not another one that got its pid since.
 */
const isHolding = (holder: { readonly pid: number; readonly startTime: string | undefined }) => {
  if (!hasProc()) return signalsAlive(holder.pid);
  const stat = procStat(holder.pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTime === undefined || holder.startTime === stat.startTime;
};

const ownLock = () => {
  const startTime = procStat(process.pid)?.startTime;
  return startTime === undefined ? String(process.pid) : `${process.pid} ${startTime}`;
};

/**
 * The embedded database has no lock of its own, and two processes writing one data directory corrupt it:
 * whoever opens it first holds this file until it closes. A lock left by a dead process is taken over.
 */
export const lockDataDir = (dataDir: string): { release: () => void } => {
  const file = path.join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      writeFileSync(file, ownLock(), { flag: 'wx' });
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid && isHolding(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop it first (or use PostgreSQL via DATABASE_URL).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
};

/** The live process that holds the data directory (another than this one), or null when none does. */
export const dataDirHolder = (dataDir: string): number | null => {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const holder = holderOf(text);
  return Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid && isHolding(holder)
    ? holder.pid
    : null;
};
