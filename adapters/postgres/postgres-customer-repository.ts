import { and, eq, isNull, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import {
  CUSTOMER_RESTRICTIONS,
  type CustomerId,
  type CustomerRestriction,
} from '../../core/domain/customers/customer.ts';
import { isLocale } from '../../core/domain/site/locale.ts';
import type { CustomerAccount } from '../../core/shop/accounts/customer-account.ts';
import type { CustomerRepository, EmailTaken } from '../../core/shop/accounts/customer-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { customers, orders } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

type CustomerRow = typeof customers.$inferSelect;

const isRestriction = (value: string): value is CustomerRestriction =>
  (CUSTOMER_RESTRICTIONS as readonly string[]).includes(value);

const toAccount = (row: CustomerRow): CustomerAccount => ({
  id: row.id as CustomerId,
  email: row.email,
  passwordHash: row.passwordHash,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  accountType: row.accountType,
  // Restrictions this code does not know are dropped rather than guessed at.
  restrictions: row.restrictions.filter(isRestriction),
  invoicingEnabled: row.invoicingEnabled,
  locale: row.locale !== null && isLocale(row.locale) ? row.locale : null,
  emailVerifiedAt: row.emailVerifiedAt?.getTime() ?? null,
  customerType: row.customerType === 'COMPANY' ? 'COMPANY' : 'PERSON',
  companyName: row.companyName,
  vatId: row.vatId,
  birthDate: row.birthDate,
});

const first = (rows: readonly CustomerRow[]) => (rows[0] === undefined ? null : toAccount(rows[0]));

// PostgreSQL's unique_violation, raised by node-postgres and PGlite alike (possibly wrapped by drizzle).
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
};

/**
 * Orders placed as a guest with the customer's address join the account once that address is verified (a sign-up
 * confirmed, a verified sign-in link, a reset password): the mailbox's owner placed them. Only guest orders move.
 */
export const claimGuestOrders = (db: ShopDatabase, id: string) =>
  db
    .update(orders)
    .set({ customerId: id })
    .where(
      and(
        isNull(orders.customerId),
        sql`lower(${orders.email}) = (select ${customers.email} from ${customers} where ${customers.id} = ${id} and ${customers.emailVerifiedAt} is not null)`,
      ),
    );

export const postgresCustomerRepository = (db: ShopDatabase): CustomerRepository => ({
  byId: (id) =>
    ResultAsync.fromPromise(db.select().from(customers).where(eq(customers.id, id)).limit(1), failure).map(first),

  byEmail: (email) =>
    ResultAsync.fromPromise(
      db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1),
      failure,
    ).map(first),

  create: (customer) =>
    ResultAsync.fromPromise(
      db
        .insert(customers)
        .values({
          id: customer.id,
          email: customer.email.toLowerCase(),
          passwordHash: customer.passwordHash,
          firstName: customer.firstName,
          lastName: customer.lastName,
          locale: customer.locale,
          emailVerifiedAt: customer.emailVerifiedAt === null ? null : new Date(customer.emailVerifiedAt),
        })
        .returning()
        .then(async (rows) => {
          if (customer.emailVerifiedAt !== null) await claimGuestOrders(db, customer.id);
          return rows;
        }),
      (error): EmailTaken | RepositoryFailure => (isUniqueViolation(error) ? { type: 'EmailTaken' } : failure(error)),
    ).map((rows) => toAccount(rows[0] as CustomerRow)),

  updateProfile: (id, changes) =>
    ResultAsync.fromPromise(
      db
        .update(customers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(customers.id, id))
        .returning(),
      failure,
    ).map(first),

  setPassword: (id, passwordHash, emailVerifiedAt) =>
    ResultAsync.fromPromise(
      db
        .update(customers)
        .set({ passwordHash, emailVerifiedAt: new Date(emailVerifiedAt), updatedAt: sql`now()` })
        .where(eq(customers.id, id))
        .then(() => claimGuestOrders(db, id)),
      failure,
    ).map(() => undefined),

  markEmailVerified: (id, at) =>
    ResultAsync.fromPromise(
      db
        .update(customers)
        .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${new Date(at)})`, updatedAt: sql`now()` })
        .where(eq(customers.id, id))
        .returning()
        .then(async (rows) => {
          await claimGuestOrders(db, id);
          return rows;
        }),
      failure,
    ).map(first),
});
