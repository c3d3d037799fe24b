import { okAsync } from 'neverthrow';
import type { BrandNames } from '../../core/shop/accounts/brand-names.ts';
import { storeFor } from '../../core/domain/site/stores.ts';

/** Every store goes by its own brand, as when no administrator renamed it. */
export const staticBrandNames: BrandNames = (store) => okAsync(storeFor(store).brand);

/** Every store goes by `brand`, as after an administrator renamed it. */
export const renamedBrand =
  (brand: string): BrandNames =>
  () =>
    okAsync(brand);
