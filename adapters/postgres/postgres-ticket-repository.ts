import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { ContactType } from '../../core/domain/help-center/contact-type.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { TicketStatus } from '../../core/domain/tickets/ticket-status.ts';
import type { TicketRepository } from '../../core/shop/tickets/ticket-repository.port.ts';
import type { Ticket, TicketAuthor, TicketMessage, TicketSummary } from '../../core/domain/tickets/ticket.ts';
import type { ShopDatabase } from './database.ts';
import { ticketMessages, tickets } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

type TicketRow = typeof tickets.$inferSelect;
type MessageRow = typeof ticketMessages.$inferSelect;

// The rows were written from the domain types, so their texts are those types' values.
const summaryOf = (row: TicketRow): TicketSummary => ({
  id: row.id,
  publicId: row.publicId,
  customerId: row.customerId as CustomerId | null,
  email: row.email,
  name: row.name,
  subject: row.subject,
  contactType: row.contactType as ContactType,
  orderPublicId: row.orderPublicId,
  attachmentId: row.attachmentId,
  status: row.status as TicketStatus,
  store: row.store as StoreSlug,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

const messageOf = (row: MessageRow): TicketMessage => ({
  id: row.id,
  author: row.author as TicketAuthor,
  body: row.body,
  createdAt: row.createdAt.getTime(),
});

const messageRow = (ticketId: string, message: TicketMessage) => ({
  id: message.id,
  ticketId,
  author: message.author,
  body: message.body,
  createdAt: new Date(message.createdAt),
});

/**
 * The support queue's order: pending tickets first, the longest waiting at the top; then resolved and archived
 * ones, the latest change at the top (an archived ticket from last year never heads the queue).
 */
const QUEUE_ORDER = [
  sql`CASE ${tickets.status} WHEN 'PENDING' THEN 0 WHEN 'RESOLVED' THEN 1 ELSE 2 END`,
  sql`CASE WHEN ${tickets.status} = 'PENDING' THEN ${tickets.updatedAt} END ASC`,
  desc(tickets.updatedAt),
  asc(tickets.id),
];

export const postgresTicketRepository = (db: ShopDatabase): TicketRepository => ({
  create: ({ messages, ...ticket }) =>
    ResultAsync.fromPromise(
      db.transaction(async (tx) => {
        await tx.insert(tickets).values({
          ...ticket,
          createdAt: new Date(ticket.createdAt),
          updatedAt: new Date(ticket.updatedAt),
        });
        if (messages.length > 0) await tx.insert(ticketMessages).values(messages.map((m) => messageRow(ticket.id, m)));
      }),
      failure,
    ),

  byPublicId: (publicId) =>
    ResultAsync.fromPromise(
      (async (): Promise<Ticket | undefined> => {
        const [row] = await db.select().from(tickets).where(eq(tickets.publicId, publicId));
        if (row === undefined) return undefined;
        const messages = await db
          .select()
          .from(ticketMessages)
          .where(eq(ticketMessages.ticketId, row.id))
          .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
        return { ...summaryOf(row), messages: messages.map(messageOf) };
      })(),
      failure,
    ),

  ofCustomer: (customerId) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(tickets)
        .where(eq(tickets.customerId, customerId))
        .orderBy(desc(tickets.updatedAt), desc(tickets.id))
        .then((rows) => rows.map(summaryOf)),
      failure,
    ),

  queue: (status, page, pageSize) => {
    const inStatus = status === undefined ? undefined : eq(tickets.status, status);
    return ResultAsync.fromPromise(
      Promise.all([
        db
          .select()
          .from(tickets)
          .where(inStatus)
          .orderBy(...QUEUE_ORDER)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(tickets).where(inStatus),
      ]).then(([rows, [totals]]) => ({ tickets: rows.map(summaryOf), total: totals?.total ?? 0 })),
      failure,
    );
  },

  update: ({ ticketId, expectedStatus, status, updatedAt, message }) =>
    ResultAsync.fromPromise(
      db.transaction(async (tx) => {
        // The status condition makes the change a compare-and-set: a concurrent change wins and this one is stale.
        const changed = await tx
          .update(tickets)
          .set({ status, updatedAt: new Date(updatedAt) })
          .where(and(eq(tickets.id, ticketId), eq(tickets.status, expectedStatus)))
          .returning({ id: tickets.id });
        if (changed.length === 0) return 'stale' as const;
        if (message) await tx.insert(ticketMessages).values(messageRow(ticketId, message));
        return 'updated' as const;
      }),
      failure,
    ),
});
