import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { ImageFormatSet } from '../../domain/media/image-format.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** One line of an order, and whether it already has a review. */
export type PurchasedLine = {
  readonly lineId: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly name: string;
  readonly reviewed: boolean;
};

/** What the reviews context reads of an order: who placed it, where it went, its status and its lines. */
export type PurchasedOrder = {
  readonly orderId: string;
  readonly publicId: string;
  readonly customerId: CustomerId | null;
  /** The order's production and delivery status code. */
  readonly status: number;
  readonly firstName: string;
  readonly country: string;
  readonly lines: readonly PurchasedLine[];
};

/** What the shop's orders tell about who bought what; read only. */
export interface PurchaseRecords {
  /** The order with that public id, or undefined. */
  order(publicId: string): ResultAsync<PurchasedOrder | undefined, RepositoryFailure>;
}

/** An upload offered as a review's photo: who sent it and the variants it was re-encoded to. */
export type UploadedPhoto = {
  readonly sessionId: string;
  readonly widths: readonly number[];
  readonly formats: ImageFormatSet | null;
};

/** The uploads a review may show. */
export interface ReviewPhotos {
  /** The upload with that id, or undefined; `formats` is null when it is not an image. */
  find(uploadId: string): ResultAsync<UploadedPhoto | undefined, RepositoryFailure>;
}
