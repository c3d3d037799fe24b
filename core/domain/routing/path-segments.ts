import { isLocale, type Locale } from '../site/locale.ts';

export type SplitPath = {
  /** Set when the first segment is a locale code, in any case ('/FR/offers'). */
  readonly prefix: Locale | null;
  /** The remaining segments, undecoded; one trailing slash is ignored. */
  readonly segments: readonly string[];
};

/** A path's segments after its locale prefix; null for a string that is not an absolute path. */
export const splitPath = (path: string): SplitPath | null => {
  if (!path.startsWith('/')) return null;
  const segments = path.slice(1).split('/');
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  const all = segments[0] === '' ? [] : segments;
  const first = all[0]?.toLowerCase() ?? '';
  return isLocale(first) ? { prefix: first, segments: all.slice(1) } : { prefix: null, segments: all };
};

export const joinSegments = (segments: readonly string[]): string => `/${segments.join('/')}`;

/** Percent-decoding that reports bad encoding, and a NUL no name can hold, as null instead of throwing. */
export const decodeSegment = (segment: string): string | null => {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('\u0000') ? null : decoded;
  } catch {
    return null;
  }
};
