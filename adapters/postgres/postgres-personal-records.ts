import { desc, eq, sql } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import type { PersonalRecords } from '../../core/shop/accounts/personal-records.port.ts';
import type { ShopDatabase } from './database.ts';
import { newsletterSubscriptions, reviews } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';

// Personal fields of an order's contact and addresses; postal code, country, company and VAT id stay for accounting.
const BLANK_CONTACT = sql`'{"email":"","firstName":"","lastName":"","phone":""}'::jsonb`;
const BLANK_ADDRESS = sql`'{"line1":"","line2":null,"city":""}'::jsonb`;

export const postgresPersonalRecords = (db: ShopDatabase): PersonalRecords => ({
  reviewsOf: (customerId) =>
    attempt(
      db
        .select({
          articleId: reviews.articleId,
          designId: reviews.designId,
          authorName: reviews.authorName,
          rating: reviews.rating,
          title: reviews.title,
          body: reviews.body,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.customerId, customerId))
        .orderBy(desc(reviews.createdAt)),
    ).map((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))),

  newsletterOf: (email) =>
    attempt(
      db
        .select({
          store: newsletterSubscriptions.store,
          status: newsletterSubscriptions.status,
          createdAt: newsletterSubscriptions.createdAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase())),
    ).map(([row]) => (row === undefined ? null : { ...row, createdAt: row.createdAt.toISOString() })),

  erase: (customerId, email) => {
    const address = email.toLowerCase();
    const run = (tx: ShopDatabase, statement: ReturnType<typeof sql>) => attempt(tx.execute(statement));
    return inTransaction(db, (tx) =>
      okAsync(undefined)
        .andThen(() => run(tx, sql`DELETE FROM saved_designs WHERE customer_id = ${customerId}`))
        .andThen(() => run(tx, sql`DELETE FROM customer_addresses WHERE customer_id = ${customerId}`))
        .andThen(() => run(tx, sql`DELETE FROM email_changes WHERE customer_id = ${customerId}`))
        .andThen(() =>
          run(
            tx,
            sql`DELETE FROM ticket_messages WHERE ticket_id IN
                (SELECT id FROM tickets WHERE customer_id = ${customerId} OR lower(email) = ${address})`,
          ),
        )
        .andThen(() => run(tx, sql`DELETE FROM tickets WHERE customer_id = ${customerId} OR lower(email) = ${address}`))
        .andThen(() => run(tx, sql`DELETE FROM reviews WHERE customer_id = ${customerId}`))
        .andThen(() => run(tx, sql`DELETE FROM newsletter_subscriptions WHERE email = ${address}`))
        .andThen(() => run(tx, sql`DELETE FROM auth_tokens WHERE lower(email) = ${address}`))
        .andThen(() => run(tx, sql`DELETE FROM mail_outbox WHERE lower("to") = ${address}`))
        .andThen(() =>
          run(
            tx,
            sql`DELETE FROM checkouts WHERE cart_id IN
                (SELECT id FROM carts WHERE customer_id = ${customerId} AND status = 'open')`,
          ),
        )
        .andThen(() =>
          run(
            tx,
            sql`DELETE FROM cart_lines WHERE cart_id IN
                (SELECT id FROM carts WHERE customer_id = ${customerId} AND status = 'open')`,
          ),
        )
        .andThen(() => run(tx, sql`DELETE FROM carts WHERE customer_id = ${customerId} AND status = 'open'`))
        .andThen(() => run(tx, sql`UPDATE carts SET customer_id = NULL WHERE customer_id = ${customerId}`))
        .andThen(() =>
          run(
            tx,
            sql`UPDATE storefront_sessions
                SET customer_id = NULL, data = data || '{"customer":null,"updateDateCustomer":null}'::jsonb
                WHERE customer_id = ${customerId}`,
          ),
        )
        .andThen(() =>
          run(
            tx,
            sql`UPDATE orders SET
                  customer_id = NULL,
                  email = '',
                  contact = contact || ${BLANK_CONTACT},
                  billing_address = billing_address || ${BLANK_ADDRESS},
                  shipment = CASE WHEN shipment -> 'address' IS NOT NULL
                    THEN jsonb_set(shipment, '{address}', (shipment -> 'address') || ${BLANK_ADDRESS})
                    ELSE shipment END,
                  updated_at = now()
                WHERE customer_id = ${customerId} OR lower(email) = ${address}`,
          ),
        )
        .andThen(() => run(tx, sql`DELETE FROM customers WHERE id = ${customerId}`))
        .map(() => undefined),
    );
  },
});
