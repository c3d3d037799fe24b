import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeAccents, slugify, SLUG_PUNCTUATION } from '../../../../core/domain/validation/slug.ts';

const STORE_LETTERS = 'ąćęłńóśźżáéíóúñüàèìòùçâêîôûëïÿœæøåčďěňřšťůýžßÁÉÑÇÅØÆŁŚŻČŘŠŽ';
const ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const storeText = fc.string({ unit: fc.constantFrom(...ASCII, ...STORE_LETTERS, ...SLUG_PUNCTUATION, ' ', '-', '\t') });

describe('slugify (spec 5)', () => {
  it('lower-cases and turns blanks into hyphens', () => {
    expect(slugify('Taza Personalizada')).toBe('taza-personalizada');
  });

  it('removes the listed punctuation', () => {
    expect(slugify('¡Hola, mundo! (50% off) — "ya"')).toBe('hola-mundo-50-off-ya');
    expect(slugify('a_b/c.d')).toBe('abcd');
  });

  it('collapses repeated hyphens and trims them at both ends', () => {
    expect(slugify('  --Mug --  for -- Mum--  ')).toBe('mug-for-mum');
  });

  it('keeps accents unless asked to remove them', () => {
    expect(slugify('Kubek z nadrukiem Łódź')).toBe('kubek-z-nadrukiem-łódź');
    expect(slugify('Kubek z nadrukiem Łódź', { removeAccents: true })).toBe('kubek-z-nadrukiem-lodz');
    expect(slugify('Crème brûlée, Smørrebrød, Straße', { removeAccents: true })).toBe(
      'creme-brulee-smorrebrod-strasse',
    );
  });

  it('maps the letters Unicode does not decompose', () => {
    expect(removeAccents('łŁøØæÆœŒßẞđĐðÐþÞı')).toBe('lLoOaeAEoeOEssSSdDdDthTHi');
    expect(slugify('GROẞE İSTANBUL', { removeAccents: true })).toBe('grosse-istanbul');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, accents) => {
        const once = slugify(text, { removeAccents: accents });
        expect(slugify(once, { removeAccents: accents })).toBe(once);
      }),
    );
  });

  it('never leaves blanks, listed punctuation, double or edge hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, accents) => {
        const slug = slugify(text, { removeAccents: accents });
        expect(slug).not.toMatch(/\s|--|^-|-$/);
        expect([...slug].filter((c) => SLUG_PUNCTUATION.includes(c))).toEqual([]);
      }),
    );
  });

  it('gives lower-case letters, digits and hyphens for store-language text', () => {
    fc.assert(
      fc.property(storeText, (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9\u00DF-\u024F-]*$/);
        expect(slugify(text)).not.toMatch(/[\u00C0-\u00DE]/);
      }),
    );
  });

  it('gives plain ASCII for store-language text when accents are removed', () => {
    fc.assert(
      fc.property(storeText, (text) => {
        expect(slugify(text, { removeAccents: true })).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });
});
