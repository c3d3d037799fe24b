import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CARRIERS, type Carrier } from '../../../../core/domain/shipments/carrier.ts';
import { CARRIER_TRACKING_PAGES, carrierTrackingUrl } from '../../../../core/domain/shipments/carrier-tracking-page.ts';
import {
  checkDispatch,
  isTrackingNumberOf,
  normaliseTrackingNumber,
  upsCheckDigit,
} from '../../../../core/domain/shipments/tracking-number.ts';

// Numbers shaped as the carriers print them on labels (UPS's and the S10 one are their documentation's examples).
const REAL: { readonly [C in Carrier]: readonly string[] } = {
  CORREOS: ['PQ4F6P0701234560128001D', 'PK43BP0440351320128001E', 'RR123456785ES', 'CP000000005ES'],
  CHRONOEXPRESS: ['3230003990123456'],
  MONDIAL_RELAY: ['12345678'],
  DHL_PARCEL: ['003404341234', '00340434161094042557', 'JJD000390007003423456'],
  GLS: ['12345678901', '123456789012'],
  UPS: ['1Z999AA10123456784'],
};

const digits = (min: number, max = min) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
const alphanumerics = (length: number) =>
  fc
    .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), { minLength: length, maxLength: length })
    .map((c) => c.join(''));

describe('a tracking number in its carrier format', () => {
  it.each(CARRIERS.flatMap((carrier) => REAL[carrier].map((number) => [carrier, number] as const)))(
    'accepts the %s number %s',
    (carrier, number) => {
      expect(isTrackingNumberOf(carrier, number)).toBe(true);
    },
  );

  it('accepts a number however it was spaced or cased, and keeps it upper case without spaces', () => {
    expect(checkDispatch({ carrier: 'UPS', trackingNumber: ' 1z 999 aa1 0123456784 ' })).toEqual(
      ok({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    );
  });

  it('refuses a real number of one carrier under another whose format differs', () => {
    expect(isTrackingNumberOf('MONDIAL_RELAY', REAL.UPS[0] as string)).toBe(false);
    expect(isTrackingNumberOf('UPS', REAL.CORREOS[0] as string)).toBe(false);
    expect(isTrackingNumberOf('CORREOS', REAL.GLS[0] as string)).toBe(false);
    expect(isTrackingNumberOf('GLS', REAL.CHRONOEXPRESS[0] as string)).toBe(false);
    expect(isTrackingNumberOf('CHRONOEXPRESS', REAL.MONDIAL_RELAY[0] as string)).toBe(false);
  });

  it('accepts exactly the check digit of a UPS number, and refuses the nine others', () => {
    fc.assert(
      fc.property(alphanumerics(15), digits(1), (body, digit) => {
        expect(isTrackingNumberOf('UPS', `1Z${body}${digit}`)).toBe(Number(digit) === upsCheckDigit(body));
      }),
    );
  });

  it('accepts a Correos S10 number only with its check digit and the ES suffix', () => {
    expect(isTrackingNumberOf('CORREOS', 'RR123456784ES')).toBe(false);
    expect(isTrackingNumberOf('CORREOS', 'RR123456785FR')).toBe(false);
    fc.assert(
      fc.property(digits(8), (serial) => {
        const accepted = [...'0123456789'].filter((check) => isTrackingNumberOf('CORREOS', `RR${serial}${check}ES`));
        expect(accepted).toHaveLength(1);
      }),
    );
  });

  it('accepts every Correos domestic parcel code of 23 characters starting with P', () => {
    fc.assert(
      fc.property(alphanumerics(22), (rest) => {
        expect(isTrackingNumberOf('CORREOS', `P${rest}`)).toBe(true);
        expect(isTrackingNumberOf('CORREOS', `P${rest.slice(1)}`)).toBe(false);
      }),
    );
  });

  it('reads Mondial Relay, Correos Express and GLS numbers by their count of digits', () => {
    fc.assert(
      fc.property(digits(1, 24), (number) => {
        expect(isTrackingNumberOf('MONDIAL_RELAY', number)).toBe(number.length === 8);
        expect(isTrackingNumberOf('CHRONOEXPRESS', number)).toBe(number.length === 16);
        expect(isTrackingNumberOf('GLS', number)).toBe(number.length === 11 || number.length === 12);
        expect(isTrackingNumberOf('DHL_PARCEL', number)).toBe(number.length === 12 || number.length === 20);
      }),
    );
  });

  it('refuses any number with a character a label never prints', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARRIERS),
        fc.string({ minLength: 1 }).filter((text) => /[^A-Za-z0-9\s]/.test(text)),
        (carrier, number) => {
          expect(isTrackingNumberOf(carrier, number)).toBe(false);
        },
      ),
    );
  });

  it('normalises idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normaliseTrackingNumber(normaliseTrackingNumber(raw))).toBe(normaliseTrackingNumber(raw));
      }),
    );
  });
});

describe('checkDispatch', () => {
  it('names the tracking number as required when it is blank', () => {
    expect(checkDispatch({ carrier: 'CORREOS', trackingNumber: '  ' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'Required' }] }),
    );
  });

  it('names the tracking number when it is not in the carrier format', () => {
    expect(checkDispatch({ carrier: 'MONDIAL_RELAY', trackingNumber: '1234567' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'TrackingNumberFormat' }] }),
    );
  });

  it('names an unknown carrier, and cannot judge the number without one', () => {
    expect(checkDispatch({ carrier: 'SEUR', trackingNumber: '12345678' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'carrier', problem: 'Invalid' }] }),
    );
    expect(checkDispatch({ carrier: 'SEUR', trackingNumber: '' })).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'carrier', problem: 'Invalid' },
          { field: 'trackingNumber', problem: 'Required' },
        ],
      }),
    );
  });
});

describe("the carrier's tracking page", () => {
  it('is an https page of the carrier carrying the number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARRIERS), alphanumerics(12), (carrier, number) => {
        const url = new URL(carrierTrackingUrl(carrier, number));
        expect(url.protocol).toBe('https:');
        expect(url.href.startsWith(CARRIER_TRACKING_PAGES[carrier])).toBe(true);
        expect([...url.searchParams.values()]).toContain(number);
      }),
    );
  });

  it('opens Correos on the parcel', () => {
    expect(carrierTrackingUrl('CORREOS', 'PQ4F6P0701234560128001D')).toBe(
      'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0701234560128001D',
    );
  });
});
