import type { Brand } from '../../domain/site/brand.ts';

/** A link the mail asks the reader to open: the sentence that says why, the address, and an optional note after it. */
export type MailAction = {
  readonly kind: 'action';
  readonly text: string;
  readonly url: string;
  readonly note?: string;
};

/** One part of a mail's body, each a paragraph of the text part and a block of the HTML part. */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly lines: readonly string[] }
  /** Someone else's words shown as they wrote them (a support agent's reply). */
  | { readonly kind: 'quote'; readonly text: string }
  | MailAction
  /** Label and value pairs (an order's lines and totals), a table in HTML. */
  | { readonly kind: 'rows'; readonly rows: readonly (readonly [label: string, value: string])[] };

/** What a mail says, once, for both its text and its HTML part. */
export type MailContent = {
  /** The mail's language (BCP 47), the HTML part's `lang`. */
  readonly lang: string;
  /** Whose look the HTML part wears. */
  readonly look: Brand;
  /** The name the store goes by now, shown at the top of the HTML part. */
  readonly brandName: string;
  readonly greeting?: string;
  readonly blocks: readonly MailBlock[];
  readonly signature?: string;
};

export const paragraph = (...lines: readonly string[]): MailBlock => ({ kind: 'paragraph', lines });

export const action = (text: string, url: string, note?: string): MailAction =>
  note === undefined ? { kind: 'action', text, url } : { kind: 'action', text, url, note };

export const rows = (...pairs: readonly (readonly [string, string])[]): MailBlock => ({ kind: 'rows', rows: pairs });

export const quote = (text: string): MailBlock => ({ kind: 'quote', text });
