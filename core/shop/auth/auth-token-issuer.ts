import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { AuthTokenPurpose, AuthTokenRepository } from './auth-token-repository.port.ts';
import type { TokenDigest } from './token-digest.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** 48 characters of [A-Za-z0-9]: about 285 bits, beyond guessing within any expiry. */
export const AUTH_TOKEN_LENGTH = 48;

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** A new account's confirmation link may wait a day in the inbox. */
export const SIGN_UP_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export type TokenDeps = {
  readonly tokens: AuthTokenRepository;
  readonly digest: TokenDigest;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** A fresh token for `email`, stored by digest only; the token itself goes into one e-mail and nowhere else. */
export const issueAuthToken =
  (deps: TokenDeps) =>
  (purpose: AuthTokenPurpose, email: string, ttlMs: number): ResultAsync<string, RepositoryFailure> => {
    const token = deps.ids.randomString(AUTH_TOKEN_LENGTH);
    const expiresAt = deps.clock.now() + ttlMs;
    return deps.tokens.issue({ digest: deps.digest.digest(token), purpose, email, expiresAt }).map(() => token);
  };
