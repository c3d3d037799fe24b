import { count, desc, eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import type { AdministeredDesign, DesignAdministration } from '../../core/shop/accounts/design-administration.port.ts';
import type { ShopDatabase } from './database.ts';
import { designs } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const columns = {
  id: designs.id,
  slug: designs.slug,
  name: designs.name,
  collection: designs.collection,
  published: designs.published,
  ownerId: designs.ownerId,
  updatedAt: designs.updatedAt,
};

type Row = {
  id: string;
  slug: string;
  name: string;
  collection: string;
  published: boolean;
  ownerId: string | null;
  updatedAt: Date;
};

// A collection this code does not know is shown as the catch-all NOVELTY rather than hiding the design from admins.
const toDesign = (row: Row): AdministeredDesign => ({
  ...row,
  id: row.id as DesignId,
  collection: isProductCollection(row.collection) ? row.collection : 'NOVELTY',
  updatedAt: row.updatedAt.toISOString(),
});

export const postgresDesignAdministration = (db: ShopDatabase): DesignAdministration => ({
  page: (page, pageSize) =>
    ResultAsync.fromPromise(
      Promise.all([
        db
          .select(columns)
          .from(designs)
          .orderBy(desc(designs.updatedAt), designs.id)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(designs),
      ]),
      failure,
    ).map(([rows, [totals]]) => ({ designs: rows.map(toDesign), page, pageSize, total: totals?.total ?? 0 })),

  setPublished: (id, published, at) =>
    ResultAsync.fromPromise(
      db
        .update(designs)
        .set({ published, updatedAt: new Date(at) })
        .where(eq(designs.id, id))
        .returning(columns),
      failure,
    ).map(([row]) => (row === undefined ? null : toDesign(row))),
});
