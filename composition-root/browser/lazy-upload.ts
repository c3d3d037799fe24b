import { ResultAsync } from 'neverthrow';
import type { UploadFailed } from '../../core/storefront/media/file-uploader.port.ts';
import type { UploadWindow } from '../../adapters/product-server-client/xhr-file-uploader.ts';
import type { PlatformUseCases } from '../../core/storefront/platform/platform-use-cases.ts';
import { loadOnce } from './lazy-port.ts';

/**
 * Uploading (the checks before sending and the XHR uploader) arrives with the first upload: only the contact form
 * sends files. A chunk that cannot load is a failed upload, worth trying again.
 */
export const lazyUpload = (win: UploadWindow, extSessionId: () => string): PlatformUseCases<Blob>['upload'] => {
  const load = loadOnce(() => import('./xhr-upload.ts').then((module) => module.xhrUpload(win, extSessionId)));
  return (file, fields, onProgress) =>
    ResultAsync.fromPromise(load(), (): UploadFailed => ({ type: 'UploadFailed' })).andThen((upload) =>
      upload(file, fields, onProgress),
    );
};
