import type { ResultAsync } from 'neverthrow';
import type { OrderNoteText } from '../../domain/orders/order-note.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** An administrator's internal note on an order: who wrote it and when; the customer never sees it. */
export type OrderNote = {
  readonly authorId: string;
  readonly text: string;
  readonly at: number;
};

/** Where the desk keeps internal notes, beside the order they are about. */
export interface OrderNotes {
  /** Keeps the note on the order with that public id; false when there is none. */
  add(publicId: string, note: OrderNote & { readonly text: OrderNoteText }): ResultAsync<boolean, RepositoryFailure>;
}
