import { sharpCataloguePictures } from '../../../adapters/images/sharp-catalogue-pictures.ts';
import { sharpSurfaceDrawing } from '../../../adapters/images/sharp-design-renderer.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import { postgresPictureRepository } from '../../../adapters/postgres/postgres-picture-repository.ts';
import { mediaRoutes } from '../../../adapters/server/product-server/media.routes.ts';
import type { BlobStore } from '../../../core/shop/media/blob-store.port.ts';
import { renderPicture } from '../../../core/shop/media/render-picture.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { findAppRoot } from '../app-root.ts';
import { openBlobStore, type OpenBlobStore } from '../blob-store.ts';
import type { ServerModule } from './server-module.ts';

export const MEDIA_TOKENS = {
  /** The configured blob store (BLOB_STORE), closed with the server. */
  blobStore: token<OpenBlobStore>('media.blobStore'),
  /** The shop's one blob store: pictures under 'media/', uploads, previews, print files and invoices. */
  blobs: token<BlobStore>('media.blobs'),
  renderPicture: token<ReturnType<typeof renderPicture>>('media.renderPicture'),
} as const;

const APP_ROOT = findAppRoot();

export const mediaModule: ServerModule = {
  name: 'media',
  bind: (container) => {
    container
      .bind(MEDIA_TOKENS.blobStore)
      .toResolvedValue((config) => openBlobStore(config, APP_ROOT), [TOKENS.config]);
    container.bind(MEDIA_TOKENS.blobs).toResolvedValue((store) => store.blobs, [MEDIA_TOKENS.blobStore]);
    container.bind(MEDIA_TOKENS.renderPicture).toResolvedValue(
      (db, blobs) =>
        renderPicture({
          pictures: postgresPictureRepository(db.db),
          blobs,
          images: sharpImageProcessor,
          // Mockups are drawn by the renderer of previews and print files, so the pages show what is printed.
          artwork: sharpCataloguePictures({ blobs, images: sharpImageProcessor, draw: sharpSurfaceDrawing(blobs) }),
        }),
      [TOKENS.database, MEDIA_TOKENS.blobs],
    );
  },
  rootRoutes: (container) => async (app) => {
    app.addHook('onClose', async () => container.get(MEDIA_TOKENS.blobStore).close());
    await app.register(mediaRoutes(container.get(MEDIA_TOKENS.renderPicture)));
  },
};
