import { err, ok, ResultAsync } from 'neverthrow';
import type { ShopDatabase } from './database.ts';
import { type RepositoryFailure, repositoryFailure } from '../../core/shop/repository-failure.ts';

/** A query as a ResultAsync: a database error is a RepositoryFailure, never a thrown promise. */
export const attempt = <T>(query: PromiseLike<T>): ResultAsync<T, RepositoryFailure> =>
  ResultAsync.fromPromise(Promise.resolve(query), repositoryFailure);

/** Carries a domain error out of drizzle's transaction callback, which only rolls back on a throw. */
class Rollback<E> {
  constructor(readonly error: E) {}
}

/**
 * Runs `work` in a transaction (a savepoint when already inside one): committed when it succeeds,
 * rolled back when it returns an error or the database fails.
 */
export const inTransaction = <T, E>(
  db: ShopDatabase,
  work: (tx: ShopDatabase) => ResultAsync<T, E>,
): ResultAsync<T, E | RepositoryFailure> =>
  new ResultAsync(
    db
      .transaction(async (tx) => {
        const result = await work(tx);
        if (result.isErr()) throw new Rollback(result.error);
        return result.value;
      })
      .then(
        (value) => ok(value),
        (thrown: unknown) => err(thrown instanceof Rollback ? (thrown.error as E) : repositoryFailure(thrown)),
      ),
  );
