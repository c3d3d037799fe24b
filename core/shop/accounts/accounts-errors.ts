import type { AccountsAccessError } from '../../domain/customers/accounts-permissions.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';

export type OrderNotFound = { readonly type: 'OrderNotFound' };
export type DesignNotFound = { readonly type: 'DesignNotFound' };
export type InvalidPaging = { readonly type: 'InvalidPaging' };

export const orderNotFound = (): OrderNotFound => ({ type: 'OrderNotFound' });
export const designNotFound = (): DesignNotFound => ({ type: 'DesignNotFound' });
export const invalidPaging = (): InvalidPaging => ({ type: 'InvalidPaging' });

/** Everything an accounts-area call can answer besides its data. */
export type AccountsError =
  AccountsAccessError | RepositoryFailure | InvalidFields | OrderNotFound | DesignNotFound | InvalidPaging;
