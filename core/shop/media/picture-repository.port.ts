import type { ResultAsync } from 'neverthrow';
import type { StoredPicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What a catalogue picture shows: a design (or none, for a blank article) on an article. */
export type PictureSubject = {
  readonly designId: string | null;
  readonly designName: string | null;
  readonly articleKind: string;
  readonly articleName: string;
};

export type PictureToRender = StoredPicture & { readonly subject: PictureSubject };

/** Where the catalogue's pictures are described. */
export interface PictureRepository {
  /** The picture with this id, or null when there is none. */
  picture(id: string): ResultAsync<PictureToRender | null, RepositoryFailure>;
}
