import type { DesignDocument } from './design-document.ts';

/** Keys sorted at every level, so the same document always reads the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

const fnv1a = (text: string, seed: number): number => {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * 64 bits naming a document's content (two FNV-1a passes): the same design added twice has one preview and one
 * cart line. Not a secret and not collision-proof against an adversary; a collision only shares a picture.
 */
export const documentFingerprint = (document: DesignDocument): string => {
  const text = canonical(document);
  return [fnv1a(text, 0x811c9dc5), fnv1a(text, 0x050c5d1f)].map((part) => part.toString(16).padStart(8, '0')).join('');
};
