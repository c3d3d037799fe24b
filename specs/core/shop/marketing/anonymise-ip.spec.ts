import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymiseIp, UNKNOWN_IP } from '../../../../core/shop/marketing/anonymise-ip.ts';

describe('anonymiseIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    [' 10.1.2.3 ', '10.1.2.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0DB8:0000::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::', 'fe80:0:0::'],
  ])('keeps the network part of %s', (ip, expected) => {
    expect(anonymiseIp(ip)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    '256.1.1.1',
    '1.2.3',
    '1::2::3',
    '2001:db8:85a3:8d3:1319:8a2e:370:7348:1',
    '12345::',
    'g::1',
  ])('stores %j as unknown', (ip) => {
    expect(anonymiseIp(ip)).toBe(UNKNOWN_IP);
  });

  it('never keeps the host octet of an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const kept = anonymiseIp(ip);
        expect(kept.endsWith('.0')).toBe(true);
        expect(kept.split('.').slice(0, 3)).toEqual(
          ip
            .split('.')
            .slice(0, 3)
            .map((octet) => String(Number(octet))),
        );
      }),
    );
  });

  it('keeps at most 48 bits of an IPv6 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const kept = anonymiseIp(ip);
        expect(kept === UNKNOWN_IP || /^([0-9a-f]{1,4}:){3}:$/.test(kept) || /^\d+\.\d+\.\d+\.0$/.test(kept)).toBe(
          true,
        );
      }),
    );
  });
});
