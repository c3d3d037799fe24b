import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';
import type { PostalCode } from '../../core/domain/checkout/postal-code.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { AddressId } from '../../core/domain/customers/address-book.ts';
import type { AddressBookRepository } from '../../core/shop/accounts/address-book-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { customerAddresses, customers } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';

export const postgresAddressBookRepository = (db: ShopDatabase): AddressBookRepository => ({
  list: (customerId) =>
    attempt(
      db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id)),
    ).map((rows) =>
      rows.map((row) => ({
        id: row.id as AddressId,
        line1: row.line1,
        line2: row.line2,
        postalCode: row.postalCode as PostalCode,
        city: row.city,
        country: row.country as CountryCode,
        isDefaultBilling: row.isDefaultBilling,
        isDefaultShipping: row.isDefaultShipping,
      })),
    ),

  save: (customerId, id, address, at, limit) =>
    inTransaction(db, (tx) =>
      // The customer's row lock puts one customer's saves in a line, so the limit and the defaults hold.
      attempt(tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update'))
        .andThen(() =>
          attempt(
            tx
              .select({ customerId: customerAddresses.customerId })
              .from(customerAddresses)
              .where(eq(customerAddresses.id, id)),
          ),
        )
        .andThen(([existing]): ResultAsync<'ok' | 'not-found' | 'full', RepositoryFailure> => {
          if (existing !== undefined) return okAsync(existing.customerId === customerId ? 'ok' : 'not-found');
          return attempt(
            tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)),
          ).map(([row]) => ((row?.n ?? 0) >= limit ? 'full' : 'ok'));
        })
        .andThen((verdict) => {
          if (verdict !== 'ok') return okAsync(verdict);
          const others = and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, id));
          const now = new Date(at);
          const row = {
            line1: address.line1,
            line2: address.line2,
            postalCode: address.postalCode,
            city: address.city,
            country: address.country,
            isDefaultBilling: address.defaultBilling,
            isDefaultShipping: address.defaultShipping,
            updatedAt: now,
          };
          return okAsync(undefined)
            .andThen(() =>
              address.defaultBilling
                ? attempt(tx.update(customerAddresses).set({ isDefaultBilling: false }).where(others))
                : okAsync(undefined),
            )
            .andThen(() =>
              address.defaultShipping
                ? attempt(tx.update(customerAddresses).set({ isDefaultShipping: false }).where(others))
                : okAsync(undefined),
            )
            .andThen(() =>
              attempt(
                tx
                  .insert(customerAddresses)
                  .values({ id, customerId, ...row, createdAt: now })
                  .onConflictDoUpdate({
                    target: customerAddresses.id,
                    set: row,
                    // Never another customer's row, even if one took the id since the check.
                    setWhere: sql`${customerAddresses.customerId} = ${customerId}`,
                  }),
              ),
            )
            .map(() => 'saved' as const);
        }),
    ),

  remove: (customerId, id) =>
    attempt(
      db
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
        .returning({ id: customerAddresses.id }),
    ).map((rows) => rows.length > 0),
});
