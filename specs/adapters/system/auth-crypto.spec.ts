import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../../adapters/system/auth-secret-file.ts';
import { jsonLineLog } from '../../../adapters/system/json-line-log.ts';
import {
  hashPasswordWithSalt,
  scryptPasswordHasher,
  scryptPasswordHasherAt,
} from '../../../adapters/system/scrypt-password-hasher.ts';
import { secretTokenDigest } from '../../../adapters/system/secret-token-digest.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { SPEC_PASSWORD_COST, specPasswordHasher } from '../../support/spec-password-hasher.ts';

describe('scryptPasswordHasher', () => {
  it('hashes with a fresh salt each time, and verifies only the right password', async () => {
    const first = (await scryptPasswordHasher.hash('correct horse battery'))._unsafeUnwrap();
    const second = (await scryptPasswordHasher.hash('correct horse battery'))._unsafeUnwrap();
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
    expect(await scryptPasswordHasher.verify('correct horse battery', first)).toEqual(ok(true));
    expect(await scryptPasswordHasher.verify('correct horse batterY', first)).toEqual(ok(false));
  });

  it('answers false for no hash, a malformed one and one with parameters it would not choose', async () => {
    expect(await scryptPasswordHasher.verify('anything', null)).toEqual(ok(false));
    expect(await scryptPasswordHasher.verify('anything', 'plain-text')).toEqual(ok(false));
    const costly = (await scryptPasswordHasher.hash('anything'))._unsafeUnwrap().replace('$32768$', '$1048576$');
    expect(await scryptPasswordHasher.verify('anything', costly)).toEqual(ok(false));
  });

  it('verifies the demo accounts against their documented passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(await scryptPasswordHasher.verify(account.password, account.passwordHash)).toEqual(ok(true));
    }
    expect(await hashPasswordWithSalt('x', Buffer.alloc(16))).toBe(await hashPasswordWithSalt('x', Buffer.alloc(16)));
  });

  it("never accepts a hash made at the specs' lower cost", async () => {
    const light = (await specPasswordHasher.hash('anything'))._unsafeUnwrap();
    expect(await scryptPasswordHasher.verify('anything', light)).toEqual(ok(false));
  });
});

describe('scryptPasswordHasherAt (the specs’ lower cost)', () => {
  it('hashes at its own cost and verifies those hashes and the demo accounts’, never a costlier one', async () => {
    expect(SPEC_PASSWORD_COST.N).toBeLessThan(32768);
    const light = (await specPasswordHasher.hash('correct horse battery'))._unsafeUnwrap();
    expect(light).toMatch(new RegExp(`^scrypt\\$${SPEC_PASSWORD_COST.N}\\$8\\$1\\$`));
    expect(await specPasswordHasher.verify('correct horse battery', light)).toEqual(ok(true));
    expect(await specPasswordHasher.verify('correct horse batterY', light)).toEqual(ok(false));
    expect(
      await specPasswordHasher.verify(DEMO_ACCOUNTS.customer.password, DEMO_ACCOUNTS.customer.passwordHash),
    ).toEqual(ok(true));
    const costly = light.replace(`$${SPEC_PASSWORD_COST.N}$`, '$1048576$');
    expect(await specPasswordHasher.verify('correct horse battery', costly)).toEqual(ok(false));
    expect(await scryptPasswordHasherAt(SPEC_PASSWORD_COST).verify('anything', null)).toEqual(ok(false));
  });
});

describe('secretTokenDigest', () => {
  it("is Auth.js's verification-token digest: SHA-256 hex of the token followed by the secret", () => {
    expect(secretTokenDigest('secret').digest('token')).toBe(
      'd9db21448d73f8397d9401d925e90810faadaad67b0053599e61d9b9e3f7ad37',
    );
    expect(secretTokenDigest('secret').digest('token')).not.toBe(secretTokenDigest('other').digest('token'));
  });
});

describe('resolveAuthSecret', () => {
  const lines: string[] = [];
  const log = jsonLineLog('info', (line) => lines.push(line));

  it('uses AUTH_SECRET when configured, touching no file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
    expect(resolveAuthSecret('x'.repeat(40), dir, log)).toBe('x'.repeat(40));
  });

  it('generates a secret once into DATA_DIR/auth-secret (mode 0600), logs that it did, and reads it back later', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'auth-secret-')), 'data');
    lines.length = 0;
    const generated = resolveAuthSecret(undefined, dir, log);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(generated);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 40,
      msg: expect.stringContaining('AUTH_SECRET is not set'),
    });
    expect(resolveAuthSecret(undefined, dir, log)).toBe(generated);
    expect(lines).toHaveLength(1);
  });

  it('refuses to run on a file holding too short a secret', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
    writeFileSync(path.join(dir, 'auth-secret'), 'short');
    expect(() => resolveAuthSecret(undefined, dir, log)).toThrow(/no usable auth secret/);
  });
});

describe('jsonLineLog', () => {
  it('writes pino-compatible lines at or above its level, and nothing when silent', () => {
    const written: string[] = [];
    jsonLineLog('warn', (line) => written.push(line))('info', {}, 'dropped');
    jsonLineLog('warn', (line) => written.push(line))('error', { link: 'x' }, 'kept');
    jsonLineLog('silent', (line) => written.push(line))('fatal', {}, 'dropped');
    expect(written.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 50, link: 'x', msg: 'kept' }),
    ]);
  });
});
