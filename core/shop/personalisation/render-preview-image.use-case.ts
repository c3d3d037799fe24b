import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IMAGE_MIME_TYPES } from '../../domain/media/image-format.ts';
import { uploadsOf } from '../../domain/personalisation/design-document.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import { previewBlobKey, previewSurfaces, renderAndKeepPreview } from './add-personalised-line.use-case.ts';
import type { DesignRenderer } from './design-renderer.port.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import type { PrintSurfaceCatalogue, ProjectRepository } from './project-repository.port.ts';
import type { ProjectId } from './project.ts';
import type { VisitorUploads } from './visitor-uploads.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type PreviewFormat = 'avif' | 'webp' | 'jpg';

export type PreviewImage = { readonly bytes: Uint8Array; readonly contentType: string };

export type PreviewNotFound = { readonly type: 'PreviewNotFound' };

type Deps = {
  readonly projects: ProjectRepository;
  readonly surfaces: PrintSurfaceCatalogue;
  readonly uploads: VisitorUploads;
  readonly renderer: DesignRenderer;
  readonly blobs: BlobStore;
};

const kept = (blobs: BlobStore, key: string, format: PreviewFormat) =>
  blobs
    .get(key)
    .andThen((bytes) =>
      bytes === null
        ? errAsync({ type: 'PreviewNotFound' as const })
        : okAsync({ bytes, contentType: IMAGE_MIME_TYPES[format] }),
    );

/** A cart line's preview, drawn when the line was added: its main surface's, or the surface named. */
export const cartLinePreview =
  (deps: Pick<Deps, 'blobs'>) =>
  (
    previewId: string,
    format: PreviewFormat,
    surfaceId: string | null = null,
  ): ResultAsync<PreviewImage, PreviewNotFound | BlobStoreFailure> =>
    kept(deps.blobs, previewBlobKey(previewId, format, surfaceId), format);

/**
 * A project's preview at one revision (its main surface's, or the surface named), drawn on first request and kept; an older revision is not found (its
 * URL is stale), so nobody can make the shop draw anything but a project's current state.
 */
export const projectPreview =
  (deps: Deps) =>
  (
    projectId: ProjectId,
    revision: number,
    format: PreviewFormat,
    surfaceId: string | null = null,
  ): ResultAsync<PreviewImage, PreviewNotFound | PersonalisationError | RepositoryFailure> => {
    const previewId = `project-${projectId}-${revision}`;
    return deps.projects.byId(projectId).andThen((project) => {
      if (project === null || project.revision !== revision) return errAsync({ type: 'PreviewNotFound' as const });
      return deps.blobs.get(previewBlobKey(previewId, format, surfaceId)).andThen((bytes) => {
        if (bytes !== null) return okAsync({ bytes, contentType: IMAGE_MIME_TYPES[format] });
        return deps.surfaces
          .surfacesOf(project.articleId)
          .andThen((surfaces) =>
            deps.uploads
              .byIds(uploadsOf(project.document))
              .map((images) => previewSurfaces(project.document, surfaces, images)),
          )
          .andThen((target) => renderAndKeepPreview(deps, previewId, target))
          .andThen(() => kept(deps.blobs, previewBlobKey(previewId, format, surfaceId), format))
          .orElse((error) => errAsync(error.type === 'NothingToPrint' ? { type: 'PreviewNotFound' as const } : error));
      });
    });
  };
