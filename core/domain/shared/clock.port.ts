/** Today's date and the current instant, so rules never read the system clock themselves. */
export interface Clock {
  /** The current instant in milliseconds since the Unix epoch. */
  now(): number;
}
