import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LogLine } from './json-line-log.ts';

const MIN_LENGTH = 32;

const readSecret = (file: string): string | null => {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_LENGTH ? secret : null;
  } catch {
    return null;
  }
};

/**
 * AUTH_SECRET when configured; otherwise a secret generated once into `<dataDir>/auth-secret` (mode 0600)
 * and read back on every later start, so sessions survive restarts of a single instance. Synchronous: it
 * runs once while the container is wired.
 */
export const resolveAuthSecret = (configured: string | undefined, dataDir: string, log: LogLine): string => {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = readSecret(file);
  if (existing !== null) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process (a parallel spec run) created the file first; then that one wins.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    log('warn', { file }, 'AUTH_SECRET is not set: generated an auth secret and stored it in this file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecret(file);
  if (created === null) throw new Error(`${file} holds no usable auth secret: delete it or set AUTH_SECRET`);
  return created;
};
