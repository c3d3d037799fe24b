import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { issueCreditNoteIn, issueInvoiceIn } from '../../../adapters/postgres/postgres-invoice-register.ts';
import { postgresOrderDesk } from '../../../adapters/postgres/postgres-order-desk.ts';
import { postgresOrderNotes } from '../../../adapters/postgres/postgres-order-notes.ts';
import { postgresSentMails } from '../../../adapters/postgres/postgres-sent-mails.ts';
import { payments } from '../../../adapters/postgres/schema/index.ts';
import type { OrderNoteText } from '../../../core/domain/orders/order-note.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { insertStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const note = (text: string, at: string) => ({ authorId: 'admin-1', text: text as OrderNoteText, at: Date.parse(at) });

for (const engine of TEST_ENGINES) {
  describe(`the desk's order file and notes on ${engine.name}`, () => {
    let database: DatabaseHandle;
    let order: StoredOrder;
    let other: StoredOrder;

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      order = await insertStoredOrder(database.db, { paymentStatus: 'PAID' });
      other = await insertStoredOrder(database.db);
      await database.db
        .update(payments)
        .set({ updatedAt: new Date('2026-12-01T10:05:00Z') })
        .where(eq(payments.id, order.paymentId));
      await database.db.transaction((tx) => issueInvoiceIn(tx, order.orderId, Date.parse('2026-12-01T10:05:00Z')));
      await database.db.transaction((tx) => issueCreditNoteIn(tx, order.orderId, Date.parse('2026-12-05T09:00:00Z')));
    });
    afterAll(() => database.close());

    it('keep each note beside its order, with its author and time, oldest first', async () => {
      const notes = postgresOrderNotes(database.db, sequenceIds());
      expect(
        (await notes.add(order.publicId, note('Second call: size M.', '2026-12-04T12:00:00Z')))._unsafeUnwrap(),
      ).toBe(true);
      expect((await notes.add(order.publicId, note('Called the buyer.', '2026-12-04T11:00:00Z')))._unsafeUnwrap()).toBe(
        true,
      );
      const file = (await postgresOrderDesk(database.db, sequenceIds()).file(order.publicId))._unsafeUnwrap();
      expect(file?.notes).toEqual([
        note('Called the buyer.', '2026-12-04T11:00:00Z'),
        note('Second call: size M.', '2026-12-04T12:00:00Z'),
      ]);
      const untouched = (await postgresOrderDesk(database.db, sequenceIds()).file(other.publicId))._unsafeUnwrap();
      expect(untouched?.notes).toEqual([]);
    });

    it('keep no note for an order that does not exist', async () => {
      const notes = postgresOrderNotes(database.db, sequenceIds());
      expect((await notes.add('NOPE-0001', note('Lost?', '2026-12-04T11:00:00Z')))._unsafeUnwrap()).toBe(false);
    });

    it("read when the payment was settled and the order's invoice and credit note, for the timeline", async () => {
      const file = (await postgresOrderDesk(database.db, sequenceIds()).file(order.publicId))._unsafeUnwrap();
      expect(file?.paidAt).toBe(Date.parse('2026-12-01T10:05:00Z'));
      expect(file?.documents.map((document) => [document.kind, document.at])).toEqual([
        ['invoice', Date.parse('2026-12-01T10:05:00Z')],
        ['credit-note', Date.parse('2026-12-05T09:00:00Z')],
      ]);
      expect(file?.documents.every((document) => document.number !== '')).toBe(true);
      const unpaid = (await postgresOrderDesk(database.db, sequenceIds()).file(other.publicId))._unsafeUnwrap();
      expect(unpaid?.paidAt).toBeNull();
      expect(unpaid?.documents).toEqual([]);
    });

    it("read the order's event mails the server took, by their Message-IDs, and no other order's", async () => {
      const sent = postgresSentMails(database.db);
      const file = (await postgresOrderDesk(database.db, sequenceIds()).file(order.publicId))._unsafeUnwrap();
      const invoice = file?.documents.find((document) => document.kind === 'invoice')?.number ?? '';
      const at = (iso: string) => Date.parse(iso);
      await sent.record(`<order-confirmation.${order.publicId}@shop.example>`, at('2026-12-01T10:01:00Z'));
      await sent.record(`<payment-confirmed.${invoice}@shop.example>`, at('2026-12-01T10:06:00Z'));
      await sent.record(
        `<order-shipped.${order.publicId}.PQ4B7M0422387010128013X@shop.example>`,
        at('2026-12-03T16:00:00Z'),
      );
      // Sent again after a worker died: the first send is kept.
      await sent.record(`<order-confirmation.${order.publicId}@shop.example>`, at('2026-12-01T10:09:00Z'));
      await sent.record(`<order-confirmation.${other.publicId}@shop.example>`, at('2026-12-01T10:02:00Z'));
      await sent.record('<sign-in.abc@shop.example>', at('2026-12-01T10:03:00Z'));
      const read = (await postgresOrderDesk(database.db, sequenceIds()).file(order.publicId))._unsafeUnwrap();
      expect(read?.mails).toEqual([
        { event: 'order-confirmation', at: at('2026-12-01T10:01:00Z') },
        { event: 'payment-confirmed', at: at('2026-12-01T10:06:00Z') },
        { event: 'order-shipped', at: at('2026-12-03T16:00:00Z') },
      ]);
    });
  });
}
