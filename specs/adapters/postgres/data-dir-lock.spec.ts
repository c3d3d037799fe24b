import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../../adapters/postgres/data-dir-lock.ts';

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
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
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
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
