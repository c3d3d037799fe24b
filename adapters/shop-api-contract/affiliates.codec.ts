import { documented } from './json-schema.ts';
import { isIP } from 'node:net';
import * as t from 'io-ts';
import { isAffiliateCustomerId, type AffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import { isUrlHost } from '../../core/domain/validation/host-syntax.ts';
import { validateUrl } from '../../core/domain/validation/url.ts';
import { satisfying } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** Affiliate paths, relative to the Shop API base path. */
export const AFFILIATES_PATHS = { hits: '/affiliates/hits' } as const;

const AffiliateCustomerIdCodec = documented(
  new t.Type<AffiliateCustomerId, string, unknown>(
    'AffiliateCustomerId',
    (u): u is AffiliateCustomerId => typeof u === 'string' && isAffiliateCustomerId(u),
    (u, c) =>
      typeof u === 'string' && isAffiliateCustomerId(u)
        ? t.success(u)
        : t.failure(u, c, 'expected an affiliate customer id (1 to 20 digits)'),
    String,
  ),
  { type: 'string', description: 'An affiliate customer number' },
);

/** POST affiliates/hits, form-encoded with the affiliate-hit fields of spec 3; every field is bounded. */
export const AffiliateHitBody = t.intersection([
  t.type({
    customer_id: AffiliateCustomerIdCodec,
    device_footprint: satisfying(
      'DeviceFootprint',
      (value) => /^[\x21-\x7e]{1,256}$/.test(value),
      'expected 1 to 256 printable characters without spaces',
    ),
    domain: satisfying(
      'Domain',
      (value) => value.length <= 259 && isUrlHost(value.replace(/:\d{1,5}$/, '')),
      'expected a host name such as shop.example, with an optional port',
    ),
    url: satisfying(
      'LandingUrl',
      (value) => value.length <= 2048 && validateUrl(value, { schemes: ['http', 'https'] }).isOk(),
      'expected an http(s) URL of at most 2048 characters',
    ),
    ip: satisfying('Ip', (value) => value === '' || isIP(value) !== 0, 'expected an IPv4 or IPv6 address, or nothing'),
  }),
  t.partial({
    campaign: satisfying(
      'Campaign',
      (value) => value.length <= 200 && !/\p{Cc}/u.test(value),
      'expected at most 200 characters',
    ),
    ext_session_id: t.string,
  }),
]);

export const AffiliateHitRecordedCodec = wireType({ recorded: t.literal(true) }, 'AffiliateHitRecorded');
