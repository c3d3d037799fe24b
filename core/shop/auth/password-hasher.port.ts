import type { ResultAsync } from 'neverthrow';

export type PasswordHashingFailure = { readonly type: 'PasswordHashingFailure'; readonly cause: string };

/** Slow, salted one-way password hashing (each hash carries its own salt and parameters). */
export interface PasswordHasher {
  hash(password: string): ResultAsync<string, PasswordHashingFailure>;
  /**
   * Whether `password` matches `stored`, compared in constant time. A null or unreadable `stored`
   * answers false after the same work as a real check, so unknown accounts cannot be told apart by timing.
   */
  verify(password: string, stored: string | null): ResultAsync<boolean, PasswordHashingFailure>;
}
