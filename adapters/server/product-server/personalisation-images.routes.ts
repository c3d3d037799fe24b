import type { FastifyInstance } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { ProjectId } from '../../../core/shop/personalisation/project.ts';
import type { PreviewFormat, PreviewImage } from '../../../core/shop/personalisation/render-preview-image.use-case.ts';
import { FileParams } from '../../shop-api-contract/product-server.codec.ts';
import { fromParams, rawRoute } from '../route.ts';
import { sendImmutableImage } from './immutable-image.ts';
import { previewErrorAnswer, type PreviewError } from './picture-errors.ts';

export type PersonalisationImageDeps = {
  readonly cartLinePreview: (
    previewId: string,
    format: PreviewFormat,
    surfaceId: string | null,
  ) => ResultAsync<PreviewImage, PreviewError>;
  readonly projectPreview: (
    projectId: ProjectId,
    revision: number,
    format: PreviewFormat,
    surfaceId: string | null,
  ) => ResultAsync<PreviewImage, PreviewError>;
};

// The main surface's preview, or another surface's with its id before the width.
const PREVIEW_FILE = /^([0-9a-f]{16})(?:-([A-Za-z0-9_-]{1,64}))?-640\.(avif|webp|jpg)$/;
const PROJECT_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})(?:-([A-Za-z0-9_-]{1,64}))?-640\.(avif|webp|jpg)$/;

const NOT_FOUND = { type: 'PreviewNotFound' } as const;

/** The previews the shop draws of designs: a cart line's, and a project's current state. */
export const personalisationImageRoutes = (deps: PersonalisationImageDeps) => async (app: FastifyInstance) => {
  app.get(
    '/images/previews/:file',
    { schema: { tags: ['product-server'], summary: "A personalised cart line's preview" } },
    rawRoute({
      decode: fromParams(FileParams),
      run: ({ file }) => {
        const [, id, surfaceId, format] = PREVIEW_FILE.exec(file) ?? [];
        if (id === undefined || format === undefined) return errAsync(NOT_FOUND);
        return deps.cartLinePreview(id, format as PreviewFormat, surfaceId ?? null);
      },
      errors: previewErrorAnswer,
      send: sendImmutableImage,
    }),
  );

  app.get(
    '/images/projects/:file',
    { schema: { tags: ['product-server'], summary: "A design's preview at its current revision" } },
    rawRoute({
      decode: fromParams(FileParams),
      run: ({ file }) => {
        const [, id, revision, surfaceId, format] = PROJECT_FILE.exec(file) ?? [];
        if (id === undefined || revision === undefined || format === undefined) return errAsync(NOT_FOUND);
        return deps.projectPreview(id as ProjectId, Number(revision), format as PreviewFormat, surfaceId ?? null);
      },
      errors: previewErrorAnswer,
      send: sendImmutableImage,
    }),
  );
};
