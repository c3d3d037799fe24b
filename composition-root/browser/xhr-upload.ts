import { sendUpload } from '../../core/storefront/media/send-upload.use-case.ts';
import { xhrFileUploader, type UploadWindow } from '../../adapters/product-server-client/xhr-file-uploader.ts';

/** The upload use case over XMLHttpRequest, in a chunk of its own. */
export const xhrUpload = (win: UploadWindow, extSessionId: () => string) =>
  sendUpload(xhrFileUploader(win, extSessionId));
