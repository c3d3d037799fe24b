/** Randomness for identifiers, so rules stay deterministic under test. */
export interface IdGenerator {
  /** A random string of `length` characters from [A-Za-z0-9]. */
  randomString(length: number): string;
  /** A random decimal digit string of `length` characters. */
  randomDigits(length: number): string;
  /** A universally unique identifier (RFC 9562 v4 text form). */
  uuid(): string;
}
