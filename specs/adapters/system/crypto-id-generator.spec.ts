import { describe, expect, it } from 'vitest';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';

describe('cryptoIdGenerator', () => {
  it('draws strings of the asked length from letters and digits', () => {
    for (const length of [1, 32, 48])
      expect(cryptoIdGenerator.randomString(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
  });

  it('draws digits only for randomDigits', () => {
    expect(cryptoIdGenerator.randomDigits(12)).toMatch(/^\d{12}$/);
  });

  it('never repeats an id, also across many blocks of random bytes', () => {
    const ids = Array.from({ length: 5000 }, () => cryptoIdGenerator.randomString(32));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every character of the alphabet, each about equally often', () => {
    const counts = new Map<string, number>();
    for (const char of cryptoIdGenerator.randomString(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 1,000 expected per character; a fair draw stays well inside these bounds.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    for (const count of counts.values()) expect(count).toBeLessThan(1200);
  });

  it('gives version 4 UUIDs', () => {
    expect(cryptoIdGenerator.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
