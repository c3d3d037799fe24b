import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';

/** Who claims to have bought the article: a signed-in customer, or a guest proving it with an order. */
export type Reviewer =
  | { readonly kind: 'customer'; readonly customerId: CustomerId }
  | { readonly kind: 'guest'; readonly email: string; readonly orderPublicId: string };

/** An order of the reviewer that contains the article. */
export type PurchasedOrder = {
  readonly orderId: string;
  /** The order's production and delivery status code. */
  readonly status: number;
  /** True when this order already has a review of the article. */
  readonly reviewed: boolean;
};

/** What the shop's orders tell about who bought what. */
export interface PurchaseRecords {
  /** The reviewer's orders containing the article, newest first; a guest's e-mail matches without regard to case. */
  ordersContaining(reviewer: Reviewer, articleId: number): ResultAsync<readonly PurchasedOrder[], RepositoryFailure>;
}
