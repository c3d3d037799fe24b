import type { DesignDocumentInvalid } from '../../domain/personalisation/design-validation.ts';
import type { BlobStoreFailure } from '../media/blob-store.port.ts';
import type { RenderFailure } from './design-renderer.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The article is not sold in the store or has no print surfaces. */
export type ArticleNotPersonalisable = { readonly type: 'ArticleNotPersonalisable'; readonly articleId: number };

/** No project of that id belongs to the visitor (another visitor's project is answered the same way). */
export type ProjectNotFound = { readonly type: 'ProjectNotFound' };

/** The document draws an upload that does not exist or was sent from another visitor's session. */
export type ForeignUpload = { readonly type: 'ForeignUpload'; readonly uploadId: string };

/** The encoded document is larger than the shop keeps. */
export type DocumentTooLarge = { readonly type: 'DocumentTooLarge'; readonly maxBytes: number };

/** An empty design is nothing to print. */
export type NothingToPrint = { readonly type: 'NothingToPrint' };

export type TooManyProjects = { readonly type: 'TooManyProjects'; readonly max: number };

/** Only signed-in customers keep projects in an account. */
export type SignInRequired = { readonly type: 'SignInRequired' };

export type InvalidProjectName = { readonly type: 'InvalidProjectName'; readonly maxLength: number };

export type PersonalisationError =
  | ArticleNotPersonalisable
  | ProjectNotFound
  | ForeignUpload
  | DocumentTooLarge
  | NothingToPrint
  | TooManyProjects
  | SignInRequired
  | InvalidProjectName
  | RenderFailure
  | DesignDocumentInvalid
  | RepositoryFailure
  | BlobStoreFailure;
