import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriersFor, carrierServes } from '../../../../core/domain/shipments/carrier-coverage.ts';
import { CARRIERS, isCarrier } from '../../../../core/domain/shipments/carrier.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { COUNTRY_SITES } from '../../../../core/domain/site/country-sites.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

const country = (code: string) => code as CountryCode;

describe('carriers (spec section 3)', () => {
  itIsAnEnumeration(CARRIERS, isCarrier, ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS']);
});

describe('carriersFor', () => {
  it('offers Spain every carrier but Mondial Relay at the door', () => {
    expect(carriersFor(country('ES'), 'ADDRESS')).toEqual(['CORREOS', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS']);
  });

  it('offers Spain the pickup points of Correos, Mondial Relay, DHL and UPS', () => {
    expect(carriersFor(country('ES'), 'PICKPOINT')).toEqual(['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'UPS']);
  });

  it('offers France Mondial Relay both ways', () => {
    expect(carriersFor(country('FR'), 'ADDRESS')).toContain('MONDIAL_RELAY');
    expect(carriersFor(country('FR'), 'PICKPOINT')).toContain('MONDIAL_RELAY');
  });

  it('reaches Switzerland and Britain through UPS only', () => {
    expect(carriersFor(country('CH'), 'ADDRESS')).toEqual(['UPS']);
    expect(carriersFor(country('GB'), 'PICKPOINT')).toEqual(['UPS']);
  });

  it('offers no carrier for a country outside the country sites', () => {
    expect(carriersFor(country('US'), 'ADDRESS')).toEqual([]);
    expect(carriersFor(country('US'), 'PICKPOINT')).toEqual([]);
  });

  it('reaches the door of every country site', () => {
    for (const site of COUNTRY_SITES) expect(carriersFor(site.country, 'ADDRESS').length).toBeGreaterThan(0);
  });

  it('agrees with carrierServes for every carrier, country and service', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_SITES.map((site) => site.country), country('US')),
        fc.constantFrom('ADDRESS' as const, 'PICKPOINT' as const),
        (code, service) => {
          const expected = CARRIERS.filter((carrier) => carrierServes(carrier, code, service));
          expect(carriersFor(code, service)).toEqual(expected);
        },
      ),
    );
  });

  it('knows Chronoexpress has no pickup points', () => {
    expect(carrierServes('CHRONOEXPRESS', country('ES'), 'PICKPOINT')).toBe(false);
    expect(carrierServes('CHRONOEXPRESS', country('PT'), 'ADDRESS')).toBe(true);
  });
});
