import { desc, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../adapters/postgres/database.ts';
import { customers, mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';

/** A second customer, signing in with the demo customer's password, to try reaching someone else's data. */
export const OTHER_CUSTOMER = {
  id: 'spec-customer-bob',
  email: 'bob@estampa.example',
  password: DEMO_ACCOUNTS.customer.password,
};

export const insertOtherCustomer = (db: ShopDatabase) =>
  db
    .insert(customers)
    .values({
      id: OTHER_CUSTOMER.id,
      email: OTHER_CUSTOMER.email,
      passwordHash: DEMO_ACCOUNTS.customer.passwordHash,
      firstName: 'Bob',
      lastName: 'Martín',
      emailVerifiedAt: new Date('2024-01-15T10:00:00Z'),
    })
    .onConflictDoNothing();

/** The newest mail kept in the outbox for `to` (SMTP_URL is unset in specs). */
export const lastMailTo = async (db: ShopDatabase, to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];
