import { err, ok, type Result } from 'neverthrow';
import type { IdGenerator } from '../shared/id-generator.port.ts';

/** A product-server session id: letters and digits, of the configured length. */
export type SessionId = string & { readonly __brand: 'SessionId' };

/** Below 16 characters (~95 bits) ids become guessable; above 128 they only bloat every request. */
export const SESSION_ID_MIN_LENGTH = 16;
export const SESSION_ID_MAX_LENGTH = 128;

export type InvalidSessionIdLength = { readonly type: 'InvalidSessionIdLength'; readonly length: number };

const isValidLength = (length: number) =>
  Number.isInteger(length) && length >= SESSION_ID_MIN_LENGTH && length <= SESSION_ID_MAX_LENGTH;

export const newSessionId = (ids: IdGenerator, length: number): Result<SessionId, InvalidSessionIdLength> =>
  isValidLength(length) ? ok(ids.randomString(length) as SessionId) : err({ type: 'InvalidSessionIdLength', length });

/** Whether a value read back from a cookie can be a session id at all. */
export const isSessionId = (value: string): value is SessionId =>
  /^[A-Za-z0-9]+$/.test(value) && isValidLength(value.length);
