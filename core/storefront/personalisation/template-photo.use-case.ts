import type { ResultAsync } from 'neverthrow';
import type { PickedFile } from '../media/file-uploader.port.ts';
import type { CreateTemplate } from './load-create-page.use-case.ts';
import type { PictureReader, PictureUnavailable } from './picture-source.port.ts';

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/**
 * A catalogue design's picture on the article, as a file the shopper could have picked: uploaded as their own photo,
 * the shop checks, keeps and prints it like any other. Named after the design, with its type's extension.
 */
export const templatePhoto =
  <Content>(pictures: PictureReader<Content>) =>
  (template: CreateTemplate): ResultAsync<PickedFile<Content>, PictureUnavailable> =>
    pictures.read(template.picture.fallback.src).map((picture) => ({
      fileName: `${template.name}.${EXTENSIONS[picture.type] ?? 'jpg'}`,
      declaredType: picture.type,
      bytes: picture.bytes,
      content: picture.content,
    }));
