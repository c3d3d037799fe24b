import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { ResultAsync } from 'neverthrow';
import { isImageFormat } from '../../core/domain/media/image-format.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';
import type {
  UploadFiles,
  UploadOwners,
  UploadRepository,
  UploadVariant,
} from '../../core/shop/media/upload-repository.port.ts';
import type { VisitorImage, VisitorUploads } from '../../core/shop/personalisation/visitor-uploads.port.ts';
import type { ShopDatabase } from './database.ts';
import { uploads } from './schema/index.ts';
import { attempt } from './transaction.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

type UploadRow = typeof uploads.$inferSelect;

/** Sent from the owner's session, or kept by the owner as a customer. */
const usableBy = (owner: CartOwner) =>
  owner.customerId === null
    ? eq(uploads.sessionId, owner.sessionId)
    : or(eq(uploads.sessionId, owner.sessionId), eq(uploads.customerId, owner.customerId));

/** Only images with their size recorded can be drawn. */
const isImage = and(isNotNull(uploads.width), isNotNull(uploads.height));

const imageOf = (row: UploadRow): VisitorImage => ({
  id: row.id,
  width: row.width ?? 0,
  height: row.height ?? 0,
  blobKey: row.blobKey,
  variants: row.variants.flatMap((variant): UploadVariant[] =>
    isImageFormat(variant.format) ? [{ format: variant.format, width: variant.width, key: variant.key }] : [],
  ),
  createdAt: row.createdAt.getTime(),
});

export const postgresUploadRepository = (
  db: ShopDatabase,
): UploadRepository & UploadOwners & UploadFiles & VisitorUploads => ({
  save: (upload) =>
    attempt(
      db.insert(uploads).values({
        id: upload.id,
        sessionId: upload.sessionId,
        mimeType: upload.mimeType,
        bytes: upload.bytes,
        blobKey: upload.blobKey,
        variants: upload.variants.map((variant) => ({ ...variant })),
        width: upload.width,
        height: upload.height,
        fields: { ...upload.fields },
        createdAt: new Date(upload.createdAt),
      }),
    ).map(() => undefined),

  sessionOf: (uploadId) =>
    attempt(db.select({ sessionId: uploads.sessionId }).from(uploads).where(eq(uploads.id, uploadId))).map(
      ([row]) => row?.sessionId as SessionId | undefined,
    ),

  fileOf: (uploadId) =>
    attempt(
      db.select({ blobKey: uploads.blobKey, mimeType: uploads.mimeType }).from(uploads).where(eq(uploads.id, uploadId)),
    ).map(([row]) => row),

  usable: (owner, uploadIds): ResultAsync<readonly VisitorImage[], RepositoryFailure> => {
    if (uploadIds.length === 0) return attempt(Promise.resolve([]));
    const wanted = and(inArray(uploads.id, [...uploadIds]), isImage, usableBy(owner));
    // A customer's session uploads become theirs, so the design still opens after the session ends.
    const claim =
      owner.customerId === null
        ? Promise.resolve()
        : db
            .update(uploads)
            .set({ customerId: owner.customerId })
            .where(
              and(
                inArray(uploads.id, [...uploadIds]),
                eq(uploads.sessionId, owner.sessionId),
                isNull(uploads.customerId),
              ),
            );
    return attempt(Promise.resolve(claim))
      .andThen(() => attempt(db.select().from(uploads).where(wanted)))
      .map((rows) => rows.map(imageOf));
  },

  list: (owner, limit) =>
    attempt(
      db
        .select()
        .from(uploads)
        .where(and(isImage, usableBy(owner)))
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit),
    ).map((rows) => rows.map(imageOf)),

  byIds: (uploadIds) =>
    uploadIds.length === 0
      ? attempt(Promise.resolve([]))
      : attempt(
          db
            .select()
            .from(uploads)
            .where(inArray(uploads.id, [...uploadIds])),
        ).map((rows) => rows.map(imageOf)),

  adoptGuestUploads: (sessionId, customerId) =>
    attempt(
      db
        .update(uploads)
        .set({ customerId })
        .where(and(eq(uploads.sessionId, sessionId), isNull(uploads.customerId))),
    ).map(() => undefined),
});
