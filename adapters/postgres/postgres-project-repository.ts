import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import { isValidPrintSurface } from '../../core/domain/personalisation/limits.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';
import type { Project, ProjectId, ProjectSort } from '../../core/shop/personalisation/project.ts';
import type {
  PrintSurfaceCatalogue,
  ProjectRepository,
} from '../../core/shop/personalisation/project-repository.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { DesignDocumentCodec, StoredPrintSurfaceCodec } from '../shop-api-contract/personalisation.codec.ts';
import type { ShopDatabase } from './database.ts';
import { articles, projects } from './schema/index.ts';
import { attempt } from './transaction.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

type ProjectRow = typeof projects.$inferSelect;

/** The customer's projects when signed in, otherwise the session's guest projects (as carts are owned). */
const ownedBy = (owner: CartOwner): SQL | undefined =>
  owner.customerId === null
    ? and(eq(projects.sessionId, owner.sessionId), isNull(projects.customerId))
    : eq(projects.customerId, owner.customerId);

/** Rows are written through the codec; one that no longer decodes is left out rather than breaking the list. */
const toProject = (row: ProjectRow): Project | null =>
  decodeWith(DesignDocumentCodec)(row.document).match(
    (document) => ({
      id: row.id as ProjectId,
      owner: { sessionId: row.sessionId as SessionId, customerId: row.customerId as CustomerId | null },
      articleId: row.articleId as ArticleId,
      name: row.name,
      document,
      revision: row.revision,
      popularity: row.popularity,
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
    }),
    () => null,
  );

const first = (rows: readonly ProjectRow[]): Project | null => (rows[0] === undefined ? null : toProject(rows[0]));

const ORDER: Readonly<Record<ProjectSort, readonly SQL[]>> = {
  DATE_LAST_MODIFICATION: [desc(projects.updatedAt), desc(projects.id)],
  DATE_CREATION: [desc(projects.createdAt), desc(projects.id)],
  POPULARITY: [desc(projects.popularity), desc(projects.updatedAt), desc(projects.id)],
};

const encoded = (project: Pick<Project, 'document'>) =>
  DesignDocumentCodec.encode(project.document) as unknown as Record<string, unknown>;

export const postgresProjectRepository = (db: ShopDatabase): ProjectRepository => ({
  find: (owner, id) =>
    attempt(
      db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), ownedBy(owner)))
        .limit(1),
    ).map(first),

  latest: (owner, articleId) =>
    attempt(
      db
        .select()
        .from(projects)
        .where(and(eq(projects.articleId, articleId), ownedBy(owner)))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(1),
    ).map(first),

  list: (customerId, sort) =>
    attempt(
      db
        .select()
        .from(projects)
        .where(eq(projects.customerId, customerId))
        .orderBy(...ORDER[sort]),
    ).map((rows) => rows.flatMap((row) => toProject(row) ?? [])),

  count: (owner) =>
    attempt(
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(projects)
        .where(ownedBy(owner)),
    ).map(([row]) => row?.count ?? 0),

  create: (project) =>
    attempt(
      db.insert(projects).values({
        id: project.id,
        sessionId: project.owner.sessionId,
        customerId: project.owner.customerId,
        articleId: project.articleId,
        name: project.name,
        document: encoded(project),
        revision: project.revision,
        popularity: project.popularity,
        createdAt: new Date(project.createdAt),
        updatedAt: new Date(project.updatedAt),
      }),
    ).map(() => undefined),

  update: (owner, id, change, at) =>
    attempt(
      db
        .update(projects)
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.document === undefined
            ? {}
            : { document: encoded({ document: change.document }), revision: sql`${projects.revision} + 1` }),
          updatedAt: new Date(at),
        })
        .where(
          and(
            eq(projects.id, id),
            ownedBy(owner),
            change.document === undefined ? undefined : eq(projects.articleId, change.document.articleId),
          ),
        )
        .returning(),
    ).map(first),

  countAddedToCart: (owner, id) =>
    attempt(
      db
        .update(projects)
        .set({ popularity: sql`${projects.popularity} + 1` })
        .where(and(eq(projects.id, id), ownedBy(owner))),
    ).map(() => undefined),

  remove: (owner, id) =>
    attempt(
      db
        .delete(projects)
        .where(and(eq(projects.id, id), ownedBy(owner)))
        .returning({ id: projects.id }),
    ).map((rows) => rows.length > 0),

  adoptGuestProjects: (sessionId, customerId) =>
    attempt(
      db
        .update(projects)
        .set({ customerId })
        .where(and(eq(projects.sessionId, sessionId), isNull(projects.customerId)))
        .returning({ id: projects.id }),
    ).map((rows) => rows.length),

  byId: (id) => attempt(db.select().from(projects).where(eq(projects.id, id)).limit(1)).map(first),
});

/** Article surfaces as the catalogue keeps them; one that does not decode or is out of the limits is not offered. */
export const postgresPrintSurfaceCatalogue = (db: ShopDatabase): PrintSurfaceCatalogue => ({
  surfacesOf: (articleId) =>
    attempt(db.select({ surfaces: articles.printSurfaces }).from(articles).where(eq(articles.id, articleId))).andThen(
      ([row]): ResultAsync<readonly PrintSurface[], RepositoryFailure> =>
        okAsync(
          (row?.surfaces ?? []).flatMap((raw) =>
            decodeWith(StoredPrintSurfaceCodec)(raw).match(
              (surface) => (isValidPrintSurface(surface) ? [surface] : []),
              () => [],
            ),
          ),
        ),
    ),
});
