import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFingerprint } from '../../../../core/domain/personalisation/document-fingerprint.ts';
import type { DesignDocument } from '../../../../core/domain/personalisation/index.ts';
import { arbitraryDocument, designDocument, textLayer } from '../../../support/personalisation-mother.ts';

/** The same value with every object's keys in reverse order. */
const reordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reordered)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, inner]) => [key, reordered(inner)]),
        )
      : value;

describe("a design document's fingerprint", () => {
  it('is 64 bits in hex, whatever order its keys were written in', () => {
    fc.assert(
      fc.property(arbitraryDocument(), (document) => {
        const print = documentFingerprint(document);
        expect(print).toMatch(/^[0-9a-f]{16}$/);
        expect(documentFingerprint(reordered(document) as DesignDocument)).toBe(print);
      }),
    );
  });

  it('changes with the content', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a !== b);
        const of = (text: string) => documentFingerprint(designDocument([textLayer({ text })]));
        expect(of(a)).not.toBe(of(b));
      }),
    );
  });
});
