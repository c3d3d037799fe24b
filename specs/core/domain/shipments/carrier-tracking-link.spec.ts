import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierTrackingLink } from '../../../../core/domain/shipments/carrier-tracking-link.ts';
import { CARRIERS } from '../../../../core/domain/shipments/carrier.ts';

const HOSTS = {
  CORREOS: 'www.correos.es',
  MONDIAL_RELAY: 'www.mondialrelay.com',
  DHL_PARCEL: 'www.dhl.com',
  GLS: 'gls-group.com',
  CHRONOEXPRESS: 's.correosexpress.com',
  UPS: 'www.ups.com',
};

describe('carrierTrackingLink', () => {
  it("links a Correos number to Correos' tracking page", () => {
    expect(carrierTrackingLink('CORREOS', 'PQ4F6P0701234560128001D')).toBe(
      'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0701234560128001D',
    );
  });

  it('puts the number in the path where the carrier wants it there', () => {
    expect(carrierTrackingLink('GLS', ' 123 456 ')).toBe('https://gls-group.com/track/123%20456');
  });

  it("always leads to the carrier's own host over https, and keeps the whole number, whatever it holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARRIERS), fc.string({ maxLength: 40 }), (carrier, number) => {
        const url = new URL(carrierTrackingLink(carrier, number));
        expect(url.protocol).toBe('https:');
        expect(url.host).toBe(HOSTS[carrier]);
        expect(decodeURIComponent(url.href)).toContain(number.trim());
      }),
    );
  });
});
