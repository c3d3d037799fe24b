import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ResultAsync } from 'neverthrow';
import type { PasswordHasher, PasswordHashingFailure } from '../../core/shop/auth/password-hasher.port.ts';

/** scrypt's work factors: N × r × 128 bytes of memory per hash. */
export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };

/** 2^15 × 8 × 128 bytes = 32 MiB per hash: OWASP's scrypt floor, about 0.1 s on a server core. */
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, cost: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const failure = (cause: unknown): PasswordHashingFailure => ({ type: 'PasswordHashingFailure', cause: String(cause) });

const encode = (cost: ScryptCost, salt: Buffer, key: Buffer) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const sameCost = (a: ScryptCost, b: ScryptCost) => a.N === b.N && a.r === b.r && a.p === b.p;

type Stored = { readonly cost: ScryptOptions; readonly salt: Buffer; readonly key: Buffer };

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([\w-]{16,88})\$([\w-]{16,172})$/;

/** Only costs this process would choose itself are accepted, so a tampered row cannot demand a huge cost. */
const decode = (stored: string, accepted: readonly ScryptCost[]): Stored | null => {
  const [, n, r, p, salt, key] = STORED.exec(stored) ?? [];
  if (n === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!accepted.some((own) => sameCost(own, cost))) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

const hashWith = (cost: ScryptCost, password: string, salt: Buffer): Promise<string> =>
  derive(password, salt, cost).then((key) => encode(cost, salt, key));

/** A hash with a given salt: the demo data's fixed hashes are made with it, nothing else should be. */
export const hashPasswordWithSalt = (password: string, salt: Buffer): Promise<string> => hashWith(COST, password, salt);

/**
 * Hashes at `cost` and verifies hashes made at it or at the shop's own cost (the demo data's). Only specs choose
 * another cost than the shop's, to sign in quickly; production always runs `scryptPasswordHasher`.
 */
export const scryptPasswordHasherAt = (cost: ScryptCost): PasswordHasher => {
  const accepted = [cost, COST];
  // Checked against when there is no real hash, so an unknown account costs exactly one derivation too.
  const dummy: Stored = { cost, salt: Buffer.alloc(SALT_LENGTH, 7), key: Buffer.alloc(KEY_LENGTH) };
  return {
    hash: (password) => ResultAsync.fromPromise(hashWith(cost, password, randomBytes(SALT_LENGTH)), failure),
    verify: (password, stored) => {
      const decoded = stored === null ? null : decode(stored, accepted);
      const target = decoded ?? dummy;
      return ResultAsync.fromPromise(derive(password, target.salt, target.cost), failure).map(
        (key) => decoded !== null && key.length === target.key.length && timingSafeEqual(key, target.key),
      );
    },
  };
};

export const scryptPasswordHasher: PasswordHasher = scryptPasswordHasherAt(COST);
