import { stdSerializers, type LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/** Query and form parameters whose values are secrets or personal data. */
const SECRET_PARAMS = 'token|ext_session_id|extSessionId|email|sid|csrfToken|code|password|key|session|secret';
const SECRET_PARAM = new RegExp(`((?:^|[?&;\\s])(?:${SECRET_PARAMS})=)[^&#\\s"']*`, 'gi');
const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const COOKIE_PAIR = /\b((?:__Secure-|__Host-)?(?:authjs\.[\w.-]+|sid))=[^;\s"']+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/** A text with its e-mail addresses, secret parameters, auth cookies and credentials blanked. */
export const scrubText = (text: string): string =>
  text
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(COOKIE_PAIR, `$1=${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(EMAIL, '[email]');

/** Field names whose values are never written, wherever they sit in a log line's first levels. */
const SECRET_KEYS = [
  'cookie',
  'authorization',
  'password',
  'token',
  'email',
  'to',
  'sessionId',
  'extSessionId',
  'ext_session_id',
  'sid',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null || Array.isArray(value));

/** Strings of plain data scrubbed a few levels deep; other objects (requests, errors) have serializers. */
const scrubFields = (value: unknown, depth: number): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (depth === 0 || !isPlain(value)) return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth - 1));
  const scrubbed: Record<string, unknown> = {};
  for (const key of Object.keys(value)) scrubbed[key] = scrubFields(value[key], depth - 1);
  return scrubbed;
};

type LoggedRequest = {
  readonly method?: string;
  readonly url?: string;
  readonly ip?: string;
  readonly socket?: { readonly remoteAddress?: string };
};

/** The field of the outbox's log line that carries a mail's link for a developer to follow. */
export const DEVELOPMENT_LINK = 'developmentLink';

/**
 * Pino options that keep session ids, tokens, cookies, credentials and e-mail addresses out of every log line:
 * redacted fields, scrubbed texts (the message, request URLs, errors, other strings), in every mode. Outside
 * production a mail's link logged as `developmentLink` is kept whole, so a developer without SMTP can follow it.
 */
export const logRedaction = (options: {
  readonly production: boolean;
}): Pick<LoggerOptions, 'redact' | 'serializers' | 'formatters'> => ({
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  formatters: {
    log: (fields) => {
      const scrubbed = scrubFields(fields, 4) as Record<string, unknown>;
      const link = fields[DEVELOPMENT_LINK];
      if (options.production) delete scrubbed[DEVELOPMENT_LINK];
      else if (typeof link === 'string') scrubbed[DEVELOPMENT_LINK] = link;
      return scrubbed;
    },
  },
  serializers: {
    msg: (message: unknown) => (typeof message === 'string' ? scrubText(message) : message),
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: request.url === undefined ? undefined : scrubText(request.url),
      remoteAddress: request.ip ?? request.socket?.remoteAddress,
    }),
    // Libraries log things that are not Errors under `err` (Auth.js does): a log line must never throw, and a text
    // stays one text, not an object of its characters.
    err: (error: Error | string) => {
      if (typeof error === 'string') return { message: scrubText(error) };
      const serialized = stdSerializers.err(error);
      return {
        ...serialized,
        ...(typeof serialized.message === 'string' ? { message: scrubText(serialized.message) } : {}),
        ...(typeof serialized.stack === 'string' ? { stack: scrubText(serialized.stack) } : {}),
      };
    },
  },
});
