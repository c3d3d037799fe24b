/** How a queued mail is retried when the mail server refuses or cannot be reached. */
export const MAIL_RETRY = {
  /** The first retry waits this long; each further one twice as long, up to maxDelayMs. */
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  /** A mail still not taken this long after it was written is given up (and logged): its links may be stale. */
  giveUpAfterMs: 48 * 60 * 60 * 1000,
} as const;

/** After `attempts` failed tries, how long the next one waits. */
export const mailRetryDelay = (attempts: number): number =>
  Math.min(MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, Math.min(attempts, 32) - 1), MAIL_RETRY.maxDelayMs);

/** When a mail written at `createdAt` that has just failed its `attempts`-th try is tried again, or null to give up. */
export const nextMailAttempt = (attempts: number, createdAt: number, now: number): number | null => {
  const next = now + mailRetryDelay(attempts);
  return next - createdAt > MAIL_RETRY.giveUpAfterMs ? null : next;
};
