import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingQuote, type QuotedRate } from '../../../../core/domain/checkout/shipping-quote.ts';
import { carrierServes } from '../../../../core/domain/shipments/carrier-coverage.ts';
import { CARRIERS } from '../../../../core/domain/shipments/carrier.ts';
import { DELIVERY_METHODS } from '../../../../core/domain/shipments/shipment-mode.ts';
import { country } from '../../../support/checkout-mother.ts';
import { eur } from '../../../support/pricing-builders.ts';

const ES = country('ES');
const rate = (carrier: QuotedRate['carrier'], deliveryMethod: QuotedRate['deliveryMethod'], cents: number) => ({
  carrier,
  deliveryMethod,
  price: eur(cents),
});

const anyRate = fc.record({
  carrier: fc.constantFrom(...CARRIERS),
  deliveryMethod: fc.constantFrom(...DELIVERY_METHODS),
  price: fc.nat({ max: 10_000 }).map(eur),
});
const anyCountry = fc.constantFrom('ES', 'PT', 'FR', 'PL', 'SE', 'US').map(country);

const delivers = (r: QuotedRate, to: ReturnType<typeof country>) =>
  (r.deliveryMethod === 'ADDRESS' || r.deliveryMethod === 'PICKPOINT') &&
  carrierServes(r.carrier, to, r.deliveryMethod);

describe('shippingQuote', () => {
  it('says "from" the cheapest delivery to the country before a shipment is chosen', () => {
    const rates = [rate('CORREOS', 'ADDRESS', 495), rate('CORREOS', 'PICKPOINT', 345), rate('GLS', 'ADDRESS', 590)];
    expect(shippingQuote({ chosen: false, country: ES, rates, pricesWithDecimals: true })).toEqual({
      type: 'From',
      price: eur(345),
    });
  });

  it('leaves the price to the chosen shipment once there is one', () => {
    const rates = [rate('CORREOS', 'ADDRESS', 495)];
    expect(shippingQuote({ chosen: true, country: ES, rates, pricesWithDecimals: true })).toEqual({ type: 'Chosen' });
  });

  it('says checkout works it out when no carrier has a price for the country', () => {
    expect(shippingQuote({ chosen: false, country: ES, rates: [], pricesWithDecimals: true })).toEqual({
      type: 'AtCheckout',
    });
  });

  it('never quotes a free collection at the factory or a carrier that does not go there', () => {
    const rates = [
      rate('CORREOS', 'FACTORY_PICKUP', 0),
      rate('MONDIAL_RELAY', 'ADDRESS', 100),
      rate('GLS', 'ADDRESS', 650),
    ];
    expect(shippingQuote({ chosen: false, country: ES, rates, pricesWithDecimals: true })).toEqual({
      type: 'From',
      price: eur(650),
    });
  });

  it('rounds the price up to whole units in a store without decimals, as the totals do', () => {
    const rates = [rate('CORREOS', 'ADDRESS', 345)];
    expect(shippingQuote({ chosen: false, country: ES, rates, pricesWithDecimals: false })).toEqual({
      type: 'From',
      price: eur(400),
    });
  });

  it('quotes the lowest price of a delivery the country has, else the checkout', () => {
    fc.assert(
      fc.property(fc.array(anyRate, { maxLength: 12 }), anyCountry, (rates, to) => {
        const offered = rates.filter((r) => delivers(r, to)).map((r) => r.price.amount);
        const quote = shippingQuote({ chosen: false, country: to, rates, pricesWithDecimals: true });
        expect(quote).toEqual(
          offered.length === 0 ? { type: 'AtCheckout' } : { type: 'From', price: eur(Math.min(...offered)) },
        );
      }),
    );
  });

  it('never quotes less than what the cheapest delivery costs, whatever the rounding', () => {
    fc.assert(
      fc.property(fc.array(anyRate, { minLength: 1, maxLength: 12 }), fc.boolean(), (rates, decimals) => {
        const quote = shippingQuote({ chosen: false, country: ES, rates, pricesWithDecimals: decimals });
        if (quote.type !== 'From') return;
        const cheapest = Math.min(...rates.filter((r) => delivers(r, ES)).map((r) => r.price.amount));
        expect(quote.price.amount).toBeGreaterThanOrEqual(cheapest);
        expect(quote.price.amount - cheapest).toBeLessThan(decimals ? 1 : 100);
      }),
    );
  });
});
