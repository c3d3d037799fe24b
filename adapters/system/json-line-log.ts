import { pino } from 'pino';
import { logRedaction } from './log-redaction.ts';

export type LogLevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** One structured log line: a message and its fields. */
export type LogLine = (level: LogLevelName, fields: Readonly<Record<string, unknown>>, msg: string) => void;

/**
 * Pino lines, with the server log's redaction, for code that runs outside a request (startup, mail), honouring
 * LOG_LEVEL ('silent' writes nothing).
 */
export const jsonLineLog = (
  minimum: string,
  write: (line: string) => void = (line) => process.stdout.write(line),
  options: { readonly production: boolean } = { production: process.env.NODE_ENV === 'production' },
): LogLine => {
  const logger = pino({ level: minimum, base: { pid: process.pid }, ...logRedaction(options) }, { write });
  return (level, fields, msg) => logger[level]({ ...fields }, msg);
};
