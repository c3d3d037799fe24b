import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../../adapters/postgres/data-dir-lock.ts';
import { openDatabase } from '../../../adapters/postgres/database.ts';

const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const HOLDER = path.resolve(import.meta.dirname, '../../support/hold-embedded-database.mts');

const stateOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return 'gone';
  }
};

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 60_000) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the embedded data directory lock', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'estampa-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is held by the opener until released', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second process while the first one runs, naming it', async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = dataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, LOCK_FILE), String(gone.pid));
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'opens the database on the first try after its holder was killed with SIGKILL and left a zombie',
    async () => {
      const dir = dataDir();
      // The holder's parent execs into sleep, which never reaps it: killed, it stays a zombie with its pid.
      const parent = spawn('sh', ['-c', `"${TSX}" "${HOLDER}" "${dir}" & exec sleep 120`], { stdio: 'ignore' });
      try {
        const lockFile = path.join(dir, LOCK_FILE);
        await until(() => existsSync(lockFile) && readFileSync(lockFile, 'utf8').trim() !== '');
        const holder = Number(readFileSync(lockFile, 'utf8').split(' ')[0]);
        expect(() => lockDataDir(dir)).toThrow(`is in use by process ${holder}`);
        process.kill(holder, 'SIGKILL');
        await until(() => stateOf(holder) === 'Z' || stateOf(holder) === 'gone');
        const database = await openDatabase({ dataDir: dir });
        expect(readFileSync(lockFile, 'utf8').split(' ')[0]).toBe(String(process.pid));
        await database.close();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('takes over a lock whose pid now belongs to another process', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid} 1`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
  });
});
