import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logRedaction } from '../../../adapters/system/log-redaction.ts';

/** A logger with the shop's redaction whose lines are kept for the spec to read. */
const recordingLogger = () => {
  const lines: string[] = [];
  const logger = pino({ ...logRedaction({ production: true }) }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
};

describe('the log redaction', () => {
  it('logs what a library passes as `err` even when it is not an Error, as Auth.js does', () => {
    const { logger, lines } = recordingLogger();
    logger.warn({ err: { name: 'CredentialsSignin', kind: 'signIn' } }, 'sign-in refused');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'sign-in refused', err: { name: 'CredentialsSignin' } });
  });

  it('logs a text passed as `err` as one message, not one field per character', () => {
    const { logger, lines } = recordingLogger();
    logger.warn({ err: 'Cannot parse action at /api/auth/0' }, 'Auth.js');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ err: { message: 'Cannot parse action at /api/auth/0' } });
    expect(JSON.parse(lines[0] ?? '{}').err).not.toHaveProperty('0');
  });

  it('blanks an e-mail address in an error message', () => {
    const { logger, lines } = recordingLogger();
    logger.error({ err: new Error('no account for ana@estampa.example') }, 'failed');
    expect(lines.join('')).not.toContain('ana@estampa.example');
  });
});
