import { errAsync, type ResultAsync } from 'neverthrow';
import { artworkFor } from '../../domain/catalogue/design-artwork.ts';
import { bleedBox, type PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { PickedFile } from '../media/file-uploader.port.ts';
import type { CreateTemplate } from './load-create-page.use-case.ts';
import type { PictureReader, PictureUnavailable } from './picture-source.port.ts';

/**
 * A catalogue design's print artwork for a surface (the aspect nearest its bleed box), as a file the shopper could
 * have picked: uploaded as their own photo, the shop checks, keeps and prints it like any other. Never a mockup, so
 * no article is printed on the article. Named after the design; an artwork is always a PNG.
 */
export const templatePhoto =
  <Content>(pictures: PictureReader<Content>) =>
  (template: CreateTemplate, surface: PrintSurface): ResultAsync<PickedFile<Content>, PictureUnavailable> => {
    const artwork = artworkFor(template.artworks, bleedBox(surface));
    if (artwork === null) return errAsync({ type: 'PictureUnavailable' });
    return pictures.read(artwork.src).map((picture) => ({
      fileName: `${template.name}.png`,
      declaredType: picture.type,
      bytes: picture.bytes,
      content: picture.content,
    }));
  };
