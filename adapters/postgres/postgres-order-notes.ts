import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { OrderNote, OrderNotes } from '../../core/shop/back-office/order-notes.port.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import type { ShopDatabase } from './database.ts';
import { orderNotes, orders } from './schema/index.ts';

const addNote = async (db: ShopDatabase, ids: IdGenerator, publicId: string, note: OrderNote): Promise<boolean> => {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId)).limit(1);
  if (order === undefined) return false;
  await db.insert(orderNotes).values({
    id: ids.uuid(),
    orderId: order.id,
    authorId: note.authorId,
    text: note.text,
    at: new Date(note.at),
  });
  return true;
};

/** The desk's internal notes in `order_notes`, each beside its order; the desk's order file reads them back. */
export const postgresOrderNotes = (db: ShopDatabase, ids: IdGenerator): OrderNotes => ({
  add: (publicId, note) => ResultAsync.fromPromise(addNote(db, ids, publicId, note), repositoryFailure),
});
