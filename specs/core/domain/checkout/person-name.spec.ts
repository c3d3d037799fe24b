import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateCompanyName } from '../../../../core/domain/checkout/company-name.ts';
import { validatePersonName } from '../../../../core/domain/checkout/person-name.ts';

const letters = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿŁłŚśŻżČčŘřÅåÆæØø]{1,8}$/);
const separator = fc.constantFrom(' ', "'", '’', '-', '.');

describe('validatePersonName', () => {
  it.each(['Ana', 'María José', "O'Neill", 'Jean-Luc', 'Zoë', 'Łukasz', 'J.', 'Søren', 'Dvořák'])(
    'accepts %s',
    (name) => {
      expect(validatePersonName(name)).toEqual(ok(name));
    },
  );

  it('tidies blanks', () => {
    expect(validatePersonName('  García   López ')).toEqual(ok('García López'));
  });

  it('accepts a name written with combining accents', () => {
    expect(validatePersonName('Jose\u0301')).toEqual(ok('Jose\u0301'));
  });

  it('asks for a name', () => {
    expect(validatePersonName('   ')).toEqual(err({ type: 'Required' }));
  });

  it('refuses more than 50 characters', () => {
    expect(validatePersonName('A'.repeat(51))).toEqual(err({ type: 'TooLong', max: 50 }));
    expect(validatePersonName('A'.repeat(50))).toEqual(ok('A'.repeat(50)));
  });

  it.each(['R2D2', 'Ana!', '-Ana', 'Ana@home', '123'])('refuses %s', (name) => {
    expect(validatePersonName(name)).toEqual(err({ type: 'InvalidName' }));
  });

  it('accepts any word of letters joined by single separators', () => {
    fc.assert(
      fc.property(letters, fc.array(fc.tuple(separator, letters), { maxLength: 3 }), (first, rest) => {
        const name = [first, ...rest.map(([sep, word]) => `${sep}${word}`)].join('');
        fc.pre([...name].length <= 50);
        expect(validatePersonName(name)).toEqual(ok(name));
      }),
    );
  });

  it('refuses any name with a digit', () => {
    fc.assert(
      fc.property(letters, fc.integer({ min: 0, max: 9 }), letters, (before, digit, after) => {
        expect(validatePersonName(`${before}${digit}${after}`)).toEqual(err({ type: 'InvalidName' }));
      }),
    );
  });

  it('answers quickly on long runs of separators', () => {
    const started = performance.now();
    validatePersonName(`A${'-'.repeat(48)}!`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('validateCompanyName', () => {
  it.each(['Imprenta Mayor S.L.', '3M España', 'H&M', 'Ćwik sp. z o.o.'])('accepts %s', (name) => {
    expect(validateCompanyName(name)).toEqual(ok(name));
  });

  it('asks for a name and refuses more than 100 characters', () => {
    expect(validateCompanyName('')).toEqual(err({ type: 'Required' }));
    expect(validateCompanyName('x'.repeat(101))).toEqual(err({ type: 'TooLong', max: 100 }));
  });

  it('refuses a name with neither letter nor digit', () => {
    expect(validateCompanyName('&-.')).toEqual(err({ type: 'InvalidCompanyName' }));
  });

  it('accepts any tidy text of up to 100 characters with a letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 99 }), fc.constantFrom('a', 'Ñ', '7'), (text, mark) => {
        const name = `${mark}${text}`.trim().replace(/\s+/g, ' ');
        fc.pre([...name].length <= 100);
        expect(validateCompanyName(name)).toEqual(ok(name));
      }),
    );
  });
});
