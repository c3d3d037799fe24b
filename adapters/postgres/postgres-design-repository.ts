import { count, desc, eq, asc } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignId, DesignPage } from '../../core/domain/catalogue/design.ts';
import type { DesignRepository, RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { designs } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresDesignRepository = (db: ShopDatabase): DesignRepository => ({
  pageOfCollection: (collection: ProductCollection, page: number, pageSize: number) =>
    ResultAsync.fromPromise(
      Promise.all([
        db
          .select({ id: designs.id, slug: designs.slug, name: designs.name })
          .from(designs)
          .where(eq(designs.collection, collection))
          .orderBy(desc(designs.popularity), asc(designs.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(designs).where(eq(designs.collection, collection)),
      ]).then(([rows, [totals]]): DesignPage => ({
        designs: rows.map((row) => ({ ...row, id: row.id as DesignId, collection })),
        page,
        pageSize,
        total: totals?.total ?? 0,
      })),
      failure,
    ),
});
