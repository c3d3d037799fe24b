import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { Customisation } from '../carts/cart.ts';

/** What a personalised cart or order line carries: the document as it was added, frozen, and its preview. */
export type PersonalisedLine = {
  readonly document: DesignDocument;
  readonly previewId: string;
  /** The project it came from, if it still exists; the line never changes with it. */
  readonly projectId: string | null;
};

const KEY = 'personalisation';

export const personalisedCustomisation = (line: PersonalisedLine): Customisation => ({ [KEY]: line });

/** The personalisation a line's customisation holds, if it holds one (only the shop writes it, after validation). */
export const personalisedLineOf = (customisation: Customisation | null): PersonalisedLine | null => {
  const value = customisation?.[KEY];
  return typeof value === 'object' && value !== null ? (value as PersonalisedLine) : null;
};
