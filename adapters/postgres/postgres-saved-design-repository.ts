import { and, desc, eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import type { SavedDesignRepository } from '../../core/shop/accounts/saved-design-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { designs, savedDesigns } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresSavedDesignRepository = (db: ShopDatabase): SavedDesignRepository => ({
  list: (customerId) =>
    ResultAsync.fromPromise(
      db
        .select({
          id: designs.id,
          slug: designs.slug,
          name: designs.name,
          collection: designs.collection,
          savedAt: savedDesigns.createdAt,
        })
        .from(savedDesigns)
        .innerJoin(designs, and(eq(designs.id, savedDesigns.designId), eq(designs.published, true)))
        .where(eq(savedDesigns.customerId, customerId))
        .orderBy(desc(savedDesigns.createdAt), desc(savedDesigns.designId)),
      failure,
    ).map((rows) =>
      rows.flatMap(({ collection, ...row }) =>
        isProductCollection(collection)
          ? [{ ...row, id: row.id as DesignId, collection, savedAt: row.savedAt.toISOString() }]
          : [],
      ),
    ),

  // Inserts from the designs table itself, so a missing or unpublished design inserts nothing.
  save: (customerId, designId, at) =>
    ResultAsync.fromPromise(
      db.transaction(async (tx) => {
        const [design] = await tx
          .select({ id: designs.id })
          .from(designs)
          .where(and(eq(designs.id, designId), eq(designs.published, true)));
        if (design === undefined) return 'no-such-design' as const;
        await tx
          .insert(savedDesigns)
          .values({ customerId, designId, createdAt: new Date(at) })
          .onConflictDoNothing();
        return 'saved' as const;
      }),
      failure,
    ),

  remove: (customerId, designId) =>
    ResultAsync.fromPromise(
      db
        .delete(savedDesigns)
        .where(and(eq(savedDesigns.customerId, customerId), eq(savedDesigns.designId, designId)))
        .returning({ designId: savedDesigns.designId }),
      failure,
    ).map((rows) => rows.length > 0),
});
