import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateAccountHolder, validateRefundData } from '../../../../core/domain/payments/refund-data.ts';

describe('validateAccountHolder', () => {
  it('keeps a name tidied', () => {
    expect(validateAccountHolder('  Ana   García ')).toEqual(ok('Ana García'));
  });

  it('asks for a name, at most 70 characters, with a letter in it', () => {
    expect(validateAccountHolder(' ')).toEqual(err({ type: 'Required' }));
    expect(validateAccountHolder('a'.repeat(71))).toEqual(err({ type: 'TooLong', max: 70 }));
    expect(validateAccountHolder('12345')).toEqual(err({ type: 'InvalidAccountHolder' }));
  });

  it('accepts any tidy name with a letter up to 70 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]{0,69}$/), (name) => {
        const tidy = name.trim().replace(/\s+/g, ' ');
        expect(validateAccountHolder(name)).toEqual(ok(tidy));
      }),
    );
  });
});

describe('validateRefundData (PROVIDE_DATA_TO_REFUND)', () => {
  it('gives the IBAN in electronic form and the holder', () => {
    expect(validateRefundData({ iban: 'es91 2100 0418 4502 0005 1332', accountHolder: 'Ana García' })).toEqual(
      ok({ iban: 'ES9121000418450200051332', accountHolder: 'Ana García' }),
    );
  });

  it('reports both fields at once', () => {
    expect(validateRefundData({ iban: 'ES00', accountHolder: '' })).toEqual(
      err({ iban: { type: 'InvalidIban' }, accountHolder: { type: 'Required' } }),
    );
  });

  it('reports only the failing field', () => {
    expect(validateRefundData({ iban: '', accountHolder: 'Ana' })).toEqual(err({ iban: { type: 'Required' } }));
    expect(validateRefundData({ iban: 'BE68 5390 0754 7034', accountHolder: '-' })).toEqual(
      err({ accountHolder: { type: 'InvalidAccountHolder' } }),
    );
  });
});
