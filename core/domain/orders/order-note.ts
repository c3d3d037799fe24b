import type { Result } from 'neverthrow';
import { fieldsChecked, requiredTextProblems, type InvalidFields } from '../forms/field-problem.ts';

/** The longest internal note, in characters: a few paragraphs about a call or a parcel, not a document. */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** An administrator's note on an order, trimmed and within bounds; never shown to the customer. */
export type OrderNoteText = string & { readonly __brand: 'OrderNoteText' };

/** The note as typed, checked: blank is missing, longer than ORDER_NOTE_MAX_LENGTH characters is refused. */
export const checkOrderNote = (raw: string): Result<OrderNoteText, InvalidFields> =>
  fieldsChecked(requiredTextProblems('note', raw, ORDER_NOTE_MAX_LENGTH), () => raw.trim() as OrderNoteText);
