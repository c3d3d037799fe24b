import { errAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { invalidPaging, type AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import type { AdministeredDesignPage, DesignAdministration } from './design-administration.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

export const ADMINISTERED_DESIGNS_MAX_PAGE_SIZE = 100;

const isPositiveInteger = (n: number) => Number.isInteger(n) && n > 0;

export const listAdministeredDesigns =
  (deps: { readonly customers: CustomerRepository; readonly designs: DesignAdministration }) =>
  (customerId: CustomerId | null, page: number, pageSize: number): ResultAsync<AdministeredDesignPage, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-designs-admin').andThen(() =>
      isPositiveInteger(page) && isPositiveInteger(pageSize) && pageSize <= ADMINISTERED_DESIGNS_MAX_PAGE_SIZE
        ? deps.designs.page(page, pageSize)
        : errAsync(invalidPaging()),
    );
