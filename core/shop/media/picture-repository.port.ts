import type { ResultAsync } from 'neverthrow';
import type { StoredPicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { StoredImage } from '../../domain/media/picture-sources.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/**
 * What a catalogue picture shows: a design's print artwork (the art alone), or an article, blank or with a design's
 * artwork printed on it (a mockup).
 */
export type PictureSubject = {
  readonly role: 'artwork' | 'article';
  readonly designId: string | null;
  readonly designName: string | null;
  readonly articleKind: string;
  readonly articleName: string;
  /** The article's first print surface, which a mockup prints the artwork on as an order would; null without one. */
  readonly surface: PrintSurface | null;
  /** The design's artworks, one per proportion: what its mockups are drawn from. */
  readonly artworks: readonly StoredImage[];
};

export type PictureToRender = StoredPicture & { readonly subject: PictureSubject };

/** Where the catalogue's pictures are described. */
export interface PictureRepository {
  /** The picture with this id, or null when there is none. */
  picture(id: string): ResultAsync<PictureToRender | null, RepositoryFailure>;
}
