import { isIP } from 'node:net';
import * as t from 'io-ts';
import { AFFILIATE_CUSTOMER_ID, type AffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import { matching, satisfying } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** Affiliate paths, relative to the Shop API base path. */
export const AFFILIATES_PATHS = { hits: '/affiliates/hits' } as const;

const AffiliateCustomerIdCodec = matching<AffiliateCustomerId>(
  'AffiliateCustomerId',
  AFFILIATE_CUSTOMER_ID,
  'expected an affiliate customer id (1 to 20 digits)',
);

const IPV4 = String.raw`(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;

/** A name whose last label starts with a letter, a dotted IPv4 address or a bracketed IPv6 one. */
const HOST_NAME = String.raw`(?:(?:[A-Za-z0-9_-]{1,63}\.){0,8}[A-Za-z_-][A-Za-z0-9_-]{0,62}\.?|${IPV4}|\[(?:[0-9A-Fa-f.]*:){2}[0-9A-Fa-f:.]*\])`;

/** The affiliate site's host as `location.host` gives it (an IDN in its punycode form), with an optional port. */
const HOST = new RegExp(String.raw`^${HOST_NAME}(?::\d{1,5})?$`);

/**
 * The landing page as `location.href` gives it: http(s), that host with a port of at most 65535, then anything
 * without blanks or control characters (browsers leave `|`, `{` or `^` unencoded in a query, so it is no RFC 3986
 * `uri`). The pattern is the whole rule: the document states exactly what the server takes.
 */
const LANDING_URL = new RegExp(
  String.raw`^[Hh][Tt][Tt][Pp][Ss]?://(?:[^\s\p{Cc}/?#@]*@)?${HOST_NAME}(?::(?:[1-5]?\d{1,4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?(?:[/?#][^\s\p{Cc}]*)?$`,
  'u',
);

/** POST affiliates/hits, form-encoded with the affiliate-hit fields of spec 3; every field is bounded. */
export const AffiliateHitBody = t.intersection([
  t.type({
    customer_id: AffiliateCustomerIdCodec,
    device_footprint: matching(
      'DeviceFootprint',
      /^[\x21-\x7e]{1,256}$/,
      'expected 1 to 256 printable characters without spaces',
    ),
    domain: matching('Domain', HOST, 'expected a host name such as shop.example, with an optional port', 259),
    url: matching('LandingUrl', LANDING_URL, 'expected an http(s) URL of at most 2048 characters', 2048),
    // An address as the formats define it: Node also takes an IPv6 zone (`%eth0`), which names no host elsewhere.
    ip: satisfying(
      'Ip',
      (value) => value === '' || (isIP(value) !== 0 && !value.includes('%')),
      'expected an IPv4 or IPv6 address, or nothing',
      { anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }, { enum: [''] }] },
    ),
  }),
  t.partial({
    campaign: matching('Campaign', /^\P{Cc}*$/u, 'expected at most 200 characters', 200),
    ext_session_id: t.string,
  }),
]);

export const AffiliateHitRecordedCodec = wireType({ recorded: t.literal(true) }, 'AffiliateHitRecorded');
