import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { CartOwner } from '../carts/cart.ts';
import type { UploadVariant } from '../media/upload-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** An image a visitor uploaded, as the editor and the renderer need it. */
export type VisitorImage = {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** The original as sent: what a print file is drawn from. */
  readonly blobKey: string;
  /** Downscaled copies: what the canvas and previews are drawn from. */
  readonly variants: readonly UploadVariant[];
  /** Epoch milliseconds. */
  readonly createdAt: number;
};

/** A visitor's uploads: sent from their session, or kept by them as a customer. */
export interface VisitorUploads {
  /**
   * The images among `uploadIds` the owner may draw (sent from their session, or theirs as a customer);
   * a signed-in customer's session uploads become theirs, so they outlive the session.
   */
  usable(owner: CartOwner, uploadIds: readonly string[]): ResultAsync<readonly VisitorImage[], RepositoryFailure>;
  /** The owner's images, newest first, at most `limit`. */
  list(owner: CartOwner, limit: number): ResultAsync<readonly VisitorImage[], RepositoryFailure>;
  /** The images by id whoever sent them: for rendering a document the shop already checked. */
  byIds(uploadIds: readonly string[]): ResultAsync<readonly VisitorImage[], RepositoryFailure>;
  /** A guest who signs in keeps the session's uploads. */
  adoptGuestUploads(sessionId: SessionId, customerId: CustomerId): ResultAsync<void, RepositoryFailure>;
}
