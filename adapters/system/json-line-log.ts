/** Pino's numeric levels, so these lines sort and filter with the server's own log. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

export type LogLevelName = keyof typeof LEVELS;

/** One structured log line: a message and its fields. */
export type LogLine = (level: LogLevelName, fields: Readonly<Record<string, unknown>>, msg: string) => void;

/**
 * Writes pino-compatible JSON lines to stdout for code that runs outside a request (startup, mail),
 * honouring LOG_LEVEL ('silent' writes nothing).
 */
export const jsonLineLog = (
  minimum: string,
  write: (line: string) => void = (line) => process.stdout.write(line),
): LogLine => {
  const floor = minimum in LEVELS ? LEVELS[minimum as LogLevelName] : Infinity;
  return (level, fields, msg) => {
    if (LEVELS[level] < floor) return;
    write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
  };
};
