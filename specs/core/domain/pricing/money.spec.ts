import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  minMoney,
  money,
  moneyFromMajor,
  multiplyMoney,
  subtractMoney,
  toCents,
  toMajorUnits,
  zeroMoney,
} from '../../../../core/domain/pricing/money.ts';
import { cash, eur } from '../../../support/pricing-builders.ts';

describe('money in minor units', () => {
  it('accepts whole, non-negative amounts', () => {
    expect(money(1299, 'EUR')).toEqual(ok({ amount: 1299, currency: 'EUR' }));
    expect(toCents(0)).toEqual(ok(0));
  });

  it.each([12.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (amount) => {
    expect(money(amount, 'EUR')).toEqual(err({ type: 'InvalidAmount', value: amount }));
  });

  it('refuses every fraction', () => {
    fc.assert(
      fc.property(fc.double({ noInteger: true }), (amount) => {
        expect(toCents(amount)).toEqual(err({ type: 'InvalidAmount', value: amount }));
      }),
    );
  });

  it('reads major units from the wire, rounding to the minor unit', () => {
    expect(moneyFromMajor(12.99, 'PLN')).toEqual(ok({ amount: 1299, currency: 'PLN' }));
    expect(moneyFromMajor(0.1 + 0.2, 'EUR')).toEqual(ok({ amount: 30, currency: 'EUR' }));
    expect(moneyFromMajor(Number.NaN, 'EUR')).toEqual(err({ type: 'InvalidAmount', value: Number.NaN }));
    expect(moneyFromMajor(-1, 'EUR')).toEqual(err({ type: 'InvalidAmount', value: -100 }));
  });

  it('round-trips major units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        expect(moneyFromMajor(toMajorUnits(eur(amount)), 'EUR')).toEqual(ok(eur(amount)));
      }),
    );
  });

  it('adds, subtracts down to zero, multiplies and takes the smaller', () => {
    expect(addMoney(eur(150), eur(250))).toEqual(eur(400));
    expect(subtractMoney(eur(400), eur(150))).toEqual(eur(250));
    expect(subtractMoney(eur(100), eur(150))).toEqual(zeroMoney('EUR'));
    expect(multiplyMoney(eur(250), 3)).toEqual(eur(750));
    expect(minMoney(eur(1), eur(2))).toEqual(eur(1));
    expect(minMoney(eur(2), eur(1))).toEqual(eur(1));
  });

  it('treats mixing currencies or a bad factor as a bug', () => {
    expect(() => addMoney(eur(1), cash(1, 'PLN'))).toThrow('Currency mismatch: EUR and PLN');
    expect(() => multiplyMoney(eur(1), 1.5)).toThrow('Cannot multiply money by 1.5');
    expect(() => multiplyMoney(eur(1), -1)).toThrow('Cannot multiply money by -1');
  });
});
