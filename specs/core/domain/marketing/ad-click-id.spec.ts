import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  combinedClickId,
  COMBINED_CLICK_ID_PREFIXES,
  facebookClickCookie,
  isCombinedClickIdParam,
  marketingCookieValues,
  parseCombinedClickId,
} from '../../../../core/domain/marketing/ad-click-id.ts';
import type { IdGenerator } from '../../../../core/domain/shared/id-generator.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-11-20T10:00:00Z');
const now = Date.parse('2026-11-20T10:00:00Z');

describe('ad-click ids in combined cookie form (spec section 9)', () => {
  it('stores gclid, gbraid, wbraid and msclkid as {prefix}.1.{timestampMs}.{10-digit random}.{clickId}', () => {
    expect(combinedClickId('gclid', 'Cj0KCQ', clock, sequenceIds())).toBe(`gcl.1.${now}.0000000001.Cj0KCQ`);
    expect(combinedClickId('gbraid', 'GB1', clock, sequenceIds())).toBe(`gb.1.${now}.0000000001.GB1`);
    expect(combinedClickId('wbraid', 'WB1', clock, sequenceIds())).toBe(`wb.1.${now}.0000000001.WB1`);
    expect(combinedClickId('msclkid', 'ms-1', clock, sequenceIds())).toBe(`ms.1.${now}.0000000001.ms-1`);
  });

  it("stores fbclid in Meta's fbc form fb.1.{timestampMs}.{fbclid}", () => {
    expect(facebookClickCookie('IwAR2x', clock)).toBe(`fb.1.${now}.IwAR2x`);
  });

  it('knows which params take the combined form', () => {
    expect(isCombinedClickIdParam('gclid')).toBe(true);
    expect(isCombinedClickIdParam('fbclid')).toBe(false);
    expect(isCombinedClickIdParam('constructor')).toBe(false);
  });

  it('reads a combined click id back', () => {
    expect(parseCombinedClickId(`gcl.1.${now}.0123456789.Cj0.KCQ`)).toEqual(
      ok({ param: 'gclid', timestamp: now, random: '0123456789', clickId: 'Cj0.KCQ' }),
    );
  });

  it.each([
    '',
    'Cj0KCQ',
    `xx.1.${now}.0123456789.id`,
    `gcl.2.${now}.0123456789.id`,
    `gcl.1.${now}.12345.id`,
    `gcl.1.${now}.0123456789.`,
    `constructor.1.1.0123456789.x`,
  ])('refuses the malformed value %j', (value) => {
    expect(parseCombinedClickId(value)).toEqual(err({ type: 'MalformedClickId', value }));
  });

  it('round-trips any click id with a 10-digit random part', () => {
    const randomDigits = fc.stringMatching(/^\d{10}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(COMBINED_CLICK_ID_PREFIXES) as (keyof typeof COMBINED_CLICK_ID_PREFIXES)[])),
        fc.string({ minLength: 1 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        randomDigits,
        (param, clickId, instant, digits) => {
          const ids: IdGenerator = { ...sequenceIds(), randomDigits: () => digits };
          const value = combinedClickId(param, clickId, { now: () => instant }, ids);
          expect(parseCombinedClickId(value)).toEqual(ok({ param, timestamp: instant, random: digits, clickId }));
        },
      ),
    );
  });
});

describe('marketing cookie values', () => {
  it('writes click ids in combined form and derives fbc from fbclid', () => {
    expect(marketingCookieValues({ utm_source: 'google', gclid: 'Cj0', fbclid: 'IwAR' }, clock, sequenceIds())).toEqual(
      [
        { name: 'utm_source', value: 'google' },
        { name: 'gclid', value: `gcl.1.${now}.0000000001.Cj0` },
        { name: 'fbclid', value: 'IwAR' },
        { name: 'fbc', value: `fb.1.${now}.IwAR` },
      ],
    );
  });

  it('keeps an fbc the landing URL carried', () => {
    expect(marketingCookieValues({ fbclid: 'IwAR', fbc: 'fb.1.1.given' }, clock, sequenceIds())).toEqual([
      { name: 'fbclid', value: 'IwAR' },
      { name: 'fbc', value: 'fb.1.1.given' },
    ]);
  });

  it('writes nothing for no params', () => {
    expect(marketingCookieValues({}, clock, sequenceIds())).toEqual([]);
  });
});
