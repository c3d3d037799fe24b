import type { ResultAsync } from 'neverthrow';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { DateFilter } from '../../domain/shared/date-filter.ts';

import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { AccountOrder, AccountOrderDetail, AccountTicket } from '../../domain/customers/account-history.ts';
import type { PageDataNotFound } from '../navigation/page-errors.ts';

/** A catalogue design the customer saved to their account. */
export type SavedCatalogueDesign = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  /** ISO 8601 instant. */
  readonly savedAt: string;
};

/** The signed-in customer's own history in the shop service; someone else's order is PageDataNotFound. */
export interface AccountGateway {
  /** The customer's first name, to greet them. */
  firstName(): ResultAsync<string, ShopUnavailable>;
  /** Every order of the customer kept by the filter, newest first. */
  orders(filter: DateFilter): ResultAsync<readonly AccountOrder[], ShopUnavailable>;
  order(publicId: string): ResultAsync<AccountOrderDetail, ShopUnavailable | PageDataNotFound>;
  /** Every ticket of the customer, most recently changed first; empty when tickets are not open to them. */
  tickets(): ResultAsync<readonly AccountTicket[], ShopUnavailable>;
  /** The catalogue designs the customer saved, most recently saved first. */
  savedDesigns(): ResultAsync<readonly SavedCatalogueDesign[], ShopUnavailable>;
}
