import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { ProjectId } from '../../../core/shop/personalisation/project.ts';
import type { PreviewFormat, PreviewImage } from '../../../core/shop/personalisation/render-preview-image.use-case.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

export type PersonalisationImageDeps = {
  readonly cartLinePreview: (
    previewId: string,
    format: PreviewFormat,
    surfaceId: string | null,
  ) => ResultAsync<PreviewImage, { type: string }>;
  readonly projectPreview: (
    projectId: ProjectId,
    revision: number,
    format: PreviewFormat,
    surfaceId: string | null,
  ) => ResultAsync<PreviewImage, { type: string }>;
};

// The main surface's preview, or another surface's with its id before the width.
const PREVIEW_FILE = /^([0-9a-f]{16})(?:-([A-Za-z0-9_-]{1,64}))?-640\.(avif|webp|jpg)$/;
const PROJECT_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})(?:-([A-Za-z0-9_-]{1,64}))?-640\.(avif|webp|jpg)$/;

const send = (reply: FastifyReply, image: ResultAsync<PreviewImage, { type: string }>) =>
  image.match(
    ({ bytes, contentType }) =>
      reply
        .type(contentType)
        // A preview's name changes with its content: safe to keep for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes)),
    (error) =>
      error.type === 'PreviewNotFound' || error.type === 'ArticleNotPersonalisable'
        ? sendError(reply, 404, ERROR_CODES.notFound, 'No such image')
        : (reply.log.error({ error }, 'design preview failed'),
          sendError(reply, 503, ERROR_CODES.internal, 'Images are unavailable, try again shortly')),
  );

/** The previews the shop draws of designs: a cart line's, and a project's current state. */
export const personalisationImageRoutes = (deps: PersonalisationImageDeps) => async (app: FastifyInstance) => {
  app.get<{ Params: { file: string } }>(
    '/images/previews/:file',
    { schema: { tags: ['product-server'], summary: "A personalised cart line's preview" } },
    async (request, reply) => {
      const [, id, surfaceId, format] = PREVIEW_FILE.exec(request.params.file) ?? [];
      if (id === undefined || format === undefined) return sendError(reply, 404, ERROR_CODES.notFound, 'No such image');
      return send(reply, deps.cartLinePreview(id, format as PreviewFormat, surfaceId ?? null));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/images/projects/:file',
    { schema: { tags: ['product-server'], summary: "A design's preview at its current revision" } },
    async (request, reply) => {
      const [, id, revision, surfaceId, format] = PROJECT_FILE.exec(request.params.file) ?? [];
      if (id === undefined || revision === undefined || format === undefined)
        return sendError(reply, 404, ERROR_CODES.notFound, 'No such image');
      return send(
        reply,
        deps.projectPreview(id as ProjectId, Number(revision), format as PreviewFormat, surfaceId ?? null),
      );
    },
  );
};
