import { alternateLinksFor, type AlternateLink, type CountrySite } from '../../domain/site/country-sites.ts';
import { isLocale } from '../../domain/site/locale.ts';

/** What a page puts in the document head for search engines and link previews. */
export type PageHead = {
  readonly title: string;
  readonly description: string | undefined;
  /** Absent, like the alternates, on a page read in another language than its store's ('/en/…'), which is not indexed. */
  readonly canonical: string | undefined;
  readonly noindex: boolean;
  readonly alternates: readonly AlternateLink[];
  readonly jsonLd: readonly object[];
};

/** What a page itself knows about its head; the rest comes from where it is served. */
export type PageHeadInput = {
  readonly title: string;
  readonly description?: string | undefined;
  readonly jsonLd?: readonly object[];
};

export type PageHeadPlace = {
  /** Origin without a trailing slash: PUBLIC_URL, else the request's. */
  readonly origin: string;
  /** The requested path, query included or not. */
  readonly path: string;
  /** The stores announced as alternates, this one among them. */
  readonly sites: readonly CountrySite[];
  /** On a list, the page of it shown: the second page and on are pages of their own, each its own canonical. */
  readonly listPage?: number | undefined;
};

/** '/fr/help-center' → '/help-center': country sites carry the language, not the path. */
export const pathWithoutLocale = (path: string): string => {
  const bare = path.replace(/[?#].*$/s, '') || '/';
  const first = bare.split('/')[1] ?? '';
  if (!isLocale(first)) return bare;
  return bare.slice(first.length + 1) || '/';
};

// Descriptions longer than this are cut by search engines anyway; cutting them here keeps the cut at a word.
export const DESCRIPTION_MAX_LENGTH = 160;

/** Plain text for a meta description: markup dropped, spaces folded, cut at a word with an ellipsis. */
export const descriptionText = (text: string): string => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  // One long word is cut where it must be rather than shrunk to nothing.
  const atWord = space > 0 ? cut.slice(0, space) : cut;
  return `${atWord.trimEnd()}…`;
};

/**
 * The head of a page: its own title and description, its canonical URL (the path, and a list's page past the first)
 * and the same page on every announced store. A locale prefix left after the redundant ones were redirected names a
 * language the store is not in: that page is a visitor's choice, kept out of the index rather than a duplicate in it.
 */
export const pageHead = (input: PageHeadInput, place: PageHeadPlace): PageHead => {
  const bare = place.path.replace(/[?#].*$/s, '') || '/';
  const description = input.description === undefined ? undefined : descriptionText(input.description);
  const indexed = pathWithoutLocale(bare) === bare;
  const page = place.listPage !== undefined && place.listPage > 1 ? `?page=${place.listPage}` : '';
  return {
    title: input.title,
    description: description === '' ? undefined : description,
    canonical: indexed ? `${place.origin}${bare}${page}` : undefined,
    noindex: !indexed,
    alternates: indexed ? alternateLinksFor(`${bare}${page}`, place.sites) : [],
    jsonLd: input.jsonLd ?? [],
  };
};
