import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A change asked for: the link's token kept only by its keyed digest. */
export type EmailChangeRequest = {
  readonly digest: string;
  readonly customerId: CustomerId;
  readonly newEmail: string;
  readonly expiresAt: number;
};

/** Why a followed link changed nothing; 'Unknown' also covers another customer's link. */
export type EmailChangeRefusal = 'Unknown' | 'Expired' | 'Used' | 'Taken';

export type EmailChangeOutcome =
  | { readonly kind: 'changed'; readonly oldEmail: string; readonly newEmail: string }
  | { readonly kind: 'refused'; readonly reason: EmailChangeRefusal };

/** The e-mail changes customers asked for, each confirmed once from the new address. */
export interface EmailChangeRequests {
  issue(request: EmailChangeRequest): ResultAsync<void, RepositoryFailure>;
  /**
   * In one transaction: uses up the customer's link with this digest (unknown, expired or used ones change
   * nothing), moves the account to its address unless another account took it meanwhile, and uses up the
   * customer's other pending links.
   */
  confirm(digest: string, customerId: CustomerId, now: number): ResultAsync<EmailChangeOutcome, RepositoryFailure>;
}
