/** A keyed one-way digest of a single-use token: only the digest is stored, never the token sent by e-mail. */
export interface TokenDigest {
  digest(token: string): string;
}
