import path from 'node:path';
import { filesystemBlobStore } from '../../../adapters/blob-store/filesystem-blob-store.ts';
import { demoPictureArtwork } from '../../../adapters/images/demo-picture-artwork.ts';
import { sharpImageProcessor } from '../../../adapters/images/sharp-image-processor.ts';
import { postgresPictureRepository } from '../../../adapters/postgres/postgres-picture-repository.ts';
import { mediaRoutes } from '../../../adapters/server/product-server/media.routes.ts';
import type { BlobStore } from '../../../core/shop/media/blob-store.port.ts';
import { renderPicture } from '../../../core/shop/media/render-picture.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { findAppRoot } from '../app-root.ts';
import type { ServerModule } from './server-module.ts';

export const MEDIA_TOKENS = {
  /** DATA_DIR/blobs: rendered catalogue pictures under 'media/'. */
  blobs: token<BlobStore>('media.blobs'),
  renderPicture: token<ReturnType<typeof renderPicture>>('media.renderPicture'),
} as const;

const APP_ROOT = findAppRoot();

export const mediaModule: ServerModule = {
  name: 'media',
  bind: (container) => {
    container
      .bind(MEDIA_TOKENS.blobs)
      .toResolvedValue(
        (config) => filesystemBlobStore(path.resolve(APP_ROOT, config.dataDir, 'blobs')),
        [TOKENS.config],
      );
    container.bind(MEDIA_TOKENS.renderPicture).toResolvedValue(
      (db, blobs) =>
        renderPicture({
          pictures: postgresPictureRepository(db.db),
          blobs,
          images: sharpImageProcessor,
          artwork: demoPictureArtwork,
        }),
      [TOKENS.database, MEDIA_TOKENS.blobs],
    );
  },
  rootRoutes: (container) => mediaRoutes(container.get(MEDIA_TOKENS.renderPicture)),
};
