import * as t from 'io-ts';
import type { ConsentVersion } from '../../core/domain/consent/consent.ts';
import { CUSTOMER_RESTRICTIONS, type Customer, type CustomerId } from '../../core/domain/customers/customer.ts';
import type { PageEvent } from '../../core/domain/marketing/page-event.ts';
import type { Session } from '../../core/domain/session/session.ts';
import type { SessionUpdate } from '../../core/domain/session/session-update.ts';
import { envelope, VALIDATION_FAILED_CODE } from './envelope.codec.ts';
import { ExtSessionIdCodec } from './ext-session.codec.ts';
import { documented, jsonSchemaOf, jsonText } from './json-schema.ts';
import { wireType } from './wire-object.ts';

const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

/** Text of at most `max` characters (bodies are bounded field by field, not only as a whole). */
export const BoundedString = (max: number) =>
  documented(
    t.refinement(t.string, (s) => [...s].length <= max, `string of at most ${max} characters`),
    { type: 'string', maxLength: max },
  );

/** A boolean from JSON, or its text from a form body. */
const BooleanInput = documented(
  new t.Type<boolean, boolean, unknown>(
    'BooleanInput',
    t.boolean.is,
    (u, c) =>
      typeof u === 'boolean'
        ? t.success(u)
        : u === 'true' || u === 'false'
          ? t.success(u === 'true')
          : t.failure(u, c, 'expected true or false'),
    (b) => b,
  ),
  { type: 'boolean' },
);

/** A finite number from JSON, or its decimal text from a form body. */
const NumberInput = documented(
  new t.Type<number, number, unknown>(
    'NumberInput',
    (u): u is number => typeof u === 'number' && Number.isFinite(u),
    (u, c) => {
      if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
      if (typeof u === 'string' && /^-?\d{1,20}(\.\d{1,20})?$/.test(u)) return t.success(Number(u));
      return t.failure(u, c, 'expected a number');
    },
    (n) => n,
  ),
  { type: 'number' },
);

const CustomerIdCodec = BoundedString(128) as unknown as t.Type<CustomerId, string, unknown>;

export const SessionCustomerCodec: t.Type<Customer, unknown, unknown> = t.type({
  id: CustomerIdCodec,
  accountType: BoundedString(64),
  restrictions: t.readonlyArray(oneOf(CUSTOMER_RESTRICTIONS, 'CustomerRestriction')),
  invoicingEnabled: t.boolean,
}) as unknown as t.Type<Customer, unknown, unknown>;

/** An object from JSON, or its JSON text from a form body (a form field cannot nest). */
const objectOrJsonText = <A>(codec: t.Type<A, unknown, unknown>, name: string, what: string) =>
  documented(
    new t.Type<A, unknown, unknown>(
      name,
      codec.is,
      (u, c) => {
        if (typeof u !== 'string') return codec.validate(u, c);
        try {
          return codec.validate(JSON.parse(u), c);
        } catch {
          return t.failure(u, c, `expected ${what} or its JSON text`);
        }
      },
      (value) => value,
    ),
    () => jsonSchemaOf(codec),
  );

const CustomerObjectInput = objectOrJsonText(SessionCustomerCodec, 'CustomerObjectInput', 'a customer object');

/** A customer object or its JSON text, or null (signed out; '' in a form). */
const CustomerInput = documented(
  new t.Type<Customer | null, unknown, unknown>(
    'CustomerInput',
    (u): u is Customer | null => u === null || SessionCustomerCodec.is(u),
    (u, c) => (u === null || u === '' || u === 'null' ? t.success(null) : CustomerObjectInput.validate(u, c)),
    (customer) => customer,
  ),
  () => jsonText({ ...jsonSchemaOf(SessionCustomerCodec), nullable: true }),
);

/** updateDateCustomer: epoch milliseconds, or null with a null customer. */
const DateInput = t.union([
  NumberInput,
  t.null,
  documented(
    new t.Type<null, null, unknown>(
      'EmptyText',
      (u): u is null => u === null,
      (u, c) => (u === '' || u === 'null' ? t.success(null) : t.failure(u, c, 'expected epoch milliseconds or null')),
      () => null,
    ),
    { nullable: true, enum: [null] },
  ),
]);

/** The body of POST /api/session (JSON or form-encoded): any of the field groups; the core checks each group whole. */
export const SessionUpdateBody: t.Type<SessionUpdate, unknown, unknown> = t.exact(
  t.partial({
    isConsentGiven: BooleanInput,
    isAdsAccepted: BooleanInput,
    isAnalyticsAccepted: BooleanInput,
    consentVersion: NumberInput,
    screenWidth: NumberInput,
    screenHeight: NumberInput,
    screenDevicePixelRatio: NumberInput,
    ga4ClientId: BoundedString(64),
    ga4SessionId: BoundedString(32),
    ga4SessionNumber: NumberInput,
    customer: CustomerInput,
    updateDateCustomer: DateInput,
  }),
) as unknown as t.Type<SessionUpdate, unknown, unknown>;

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** GET /api/session and POST /api/session answers: the session object of spec section 3. */
export const SessionCodec: t.Type<Session, unknown, unknown> = t.type({
  fotiApiClient: ExtSessionIdCodec,
  isConsentGiven: t.boolean,
  isAdsAccepted: t.boolean,
  isAnalyticsAccepted: t.boolean,
  consentVersion: nullable(t.number as unknown as t.Type<ConsentVersion, number, unknown>),
  screenWidth: nullable(t.number),
  screenHeight: nullable(t.number),
  screenDevicePixelRatio: nullable(t.number),
  ga4ClientId: nullable(t.string),
  ga4SessionId: nullable(t.string),
  ga4SessionNumber: nullable(t.number),
  customer: nullable(SessionCustomerCodec),
  updateDateCustomer: nullable(t.number),
}) as unknown as t.Type<Session, unknown, unknown>;

export const SessionResponse = envelope(SessionCodec);

/** The body of POST /api/event/page (JSON; a form body carries `page` as its JSON text). */
const PageInput = t.type({
  url: BoundedString(2048),
  path: BoundedString(2048),
  title: BoundedString(512),
  referrer: BoundedString(2048),
});

const PageFieldInput = objectOrJsonText(PageInput, 'PageInput', 'a page object');

/** The page event as the server takes it: the body's own `ip` is read past. */
export type PageEventInput = Omit<PageEvent, 'ip'>;

export const PageEventBody: t.Type<PageEventInput, unknown, unknown> = t.exact(
  t.intersection([
    t.type({
      category: BoundedString(64),
      name: BoundedString(128),
      page: PageFieldInput,
      userAgent: BoundedString(512),
      platform: BoundedString(64),
      mobile: BooleanInput,
    }),
    // Sent by the storefront but never trusted: the server takes the address from the connection.
    t.partial({ ip: BoundedString(64) }),
  ]),
) as unknown as t.Type<PageEventInput, unknown, unknown>;

/** POST /api/event/page answer: the stored event's id. */
export const PageEventRecordedCodec = t.type({ id: t.string });

export const CLIENT_LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];
export const MAX_LOG_MESSAGE_LENGTH = 4000;

/** The body of POST /api/log. */
export const ClientLogBody = t.type({
  level: oneOf(CLIENT_LOG_LEVELS, 'LogLevel'),
  message: documented(
    t.refinement(BoundedString(MAX_LOG_MESSAGE_LENGTH), (s) => s.trim() !== '', 'non-empty message'),
    { type: 'string', maxLength: MAX_LOG_MESSAGE_LENGTH, pattern: '\\S' },
  ),
});

/** The answer of a route that answers 204: no body. */
export const NoContentCodec = t.void;

/** GET /api/event/page/export: ISO 8601 instants or epoch milliseconds. */
const InstantFromString = documented(
  new t.Type<number, string, unknown>(
    'Instant',
    (u): u is number => typeof u === 'number',
    (u, c) => {
      if (typeof u !== 'string' || u.length > 40) return t.failure(u, c, 'expected an ISO 8601 instant');
      const instant = /^\d{1,15}$/.test(u) ? Number(u) : /^\d{4}-\d{2}-\d{2}/.test(u) ? Date.parse(u) : NaN;
      return Number.isSafeInteger(instant) ? t.success(instant) : t.failure(u, c, 'expected an ISO 8601 instant');
    },
    (n) => new Date(n).toISOString(),
  ),
  { type: 'string', description: 'An ISO 8601 instant or epoch milliseconds' },
);

export const PageEventExportQuery = t.type({ from: InstantFromString, to: InstantFromString });

/** A file named in the path (an image variant, a build manifest, an icon set): its name is read by the route. */
export const FileParams = t.type({ file: t.string });

/** POST /images/upload answer: an image's width and height are its upright size as the server read it. */
export const UploadCodec = t.type({
  id: t.string,
  kind: oneOf(['image', 'pdf', 'zip'] as const, 'UploadKind'),
  mimeType: t.string,
  bytes: t.number,
  width: t.union([t.number, t.null]),
  height: t.union([t.number, t.null]),
  variants: t.readonlyArray(t.type({ format: t.string, width: t.number, url: t.string })),
});
export const UploadResponse = envelope(UploadCodec);

/** The envelope code of each reason an upload is refused, so a client can say each in the shopper's language. */
export const UploadRefusalCodes = {
  /** 413: over the size limit. */
  tooLarge: 4013,
  /** 415: not an image, PDF or ZIP, or not named for what it is. */
  unsupported: 4015,
  /** 422: an image over the pixel limit. */
  tooManyPixels: 4220,
  /** 422: an image that cannot be read. */
  unreadable: VALIDATION_FAILED_CODE,
} as const;

/** GET /builds/latest.json and /builds/meta/{buildId}.json. */
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const BuildIdCodec = documented(
  t.refinement(t.string, (s) => BUILD_ID.test(s), 'BuildId'),
  { type: 'string', pattern: BUILD_ID.source },
);
export const LatestBuildCodec = t.type({ id: BuildIdCodec, timestamp: t.number });
export const BuildMetaCodec = t.type({ id: BuildIdCodec, timestamp: t.number, date: t.string });

/** Iconify JSON (GET /api/icons/{prefix}.json and the public Iconify API): what the storefront reads of it. */
const IconFieldsCodec = t.partial({ left: t.number, top: t.number, width: t.number, height: t.number });
export const IconSetCodec = t.intersection([
  t.type({
    prefix: t.string,
    icons: t.record(t.string, t.intersection([t.type({ body: t.string }), IconFieldsCodec])),
  }),
  t.partial({ aliases: t.record(t.string, t.intersection([t.type({ parent: t.string }), IconFieldsCodec])) }),
  IconFieldsCodec,
]);

/** POST /api/payments/notifications answer: the event acknowledged and what became of it. */
export const NotificationAcknowledgedCodec = wireType(
  { eventId: t.string, outcome: oneOf(['duplicate', 'applied', 'refused'] as const, 'NotificationOutcome') },
  'NotificationAcknowledged',
);
