import { errAsync, type ResultAsync } from 'neverthrow';
import { checkBeforeUpload } from '../../domain/media/upload-acceptance.ts';
import type { FileUploader, PickedFile, SentUpload, UploadError, UploadProgress } from './file-uploader.port.ts';

/** Uploads a picked file; one the shop would refuse by its name, type or size is refused here, unsent. */
export const sendUpload =
  <Content>(uploader: FileUploader<Content>) =>
  (
    file: PickedFile<Content>,
    fields: Readonly<Record<string, string>>,
    onProgress: (progress: UploadProgress) => void,
  ): ResultAsync<SentUpload, UploadError> => {
    const checked = checkBeforeUpload(file);
    return checked.isErr() ? errAsync(checked.error) : uploader.upload(file, fields, onProgress);
  };
