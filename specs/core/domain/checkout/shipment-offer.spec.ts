import { describe, expect, it } from 'vitest';
import { shipmentModesFor } from '../../../../core/domain/checkout/shipment-offer.ts';
import { defaultShippingCountries } from '../../../../core/domain/checkout/shipping-countries.ts';
import { country } from '../../../support/checkout-mother.ts';

describe('shipmentModesFor', () => {
  it('offers door, pickup point and factory collection in the factory country', () => {
    expect(shipmentModesFor(country('ES'), 'PERSON', country('ES'))).toEqual(['ADDRESS', 'PICKPOINT', 'MANAGED']);
  });

  it("adds collection by the company's own courier for companies", () => {
    expect(shipmentModesFor(country('ES'), 'COMPANY', country('ES'))).toEqual([
      'ADDRESS',
      'PICKPOINT',
      'MANAGED',
      'CUSTOMER',
    ]);
    expect(shipmentModesFor(country('PT'), 'COMPANY', country('ES'))).toEqual(['ADDRESS', 'PICKPOINT', 'CUSTOMER']);
  });

  it('offers no factory collection away from the factory country, or without a factory', () => {
    expect(shipmentModesFor(country('PT'), 'PERSON', country('ES'))).toEqual(['ADDRESS', 'PICKPOINT']);
    expect(shipmentModesFor(country('ES'), 'COMPANY', null)).toEqual(['ADDRESS', 'PICKPOINT']);
  });

  it('offers only the door where no carrier has pickup points', () => {
    expect(shipmentModesFor(country('SE'), 'PERSON', null)).toEqual(['ADDRESS']);
  });

  it('offers nothing where no carrier goes', () => {
    expect(shipmentModesFor(country('US'), 'PERSON', null)).toEqual([]);
  });
});

describe('defaultShippingCountries', () => {
  it('ships each store to its own country first, and to its neighbours', () => {
    expect(defaultShippingCountries(country('ES'))).toEqual(['ES', 'PT']);
    expect(defaultShippingCountries(country('FR'))).toEqual(['FR', 'BE', 'LU', 'CH']);
    expect(defaultShippingCountries(country('DK'))).toEqual(['DK', 'SE', 'FI']);
    expect(defaultShippingCountries(country('CZ'))).toEqual(['CZ', 'SK']);
  });

  it('ships a store without a row to its own country only', () => {
    expect(defaultShippingCountries(country('DE'))).toEqual(['DE']);
  });
});
