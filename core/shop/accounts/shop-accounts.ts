import type { getAddress, listAddresses, removeAddress, saveAddress } from './address-book.use-cases.ts';
import type { confirmEmailChange, requestEmailChange } from './email-change.use-cases.ts';
import type { changePassword } from './change-password.use-case.ts';
import type { deleteAccount } from './delete-account.use-case.ts';
import type { exportAccountData } from './export-account-data.use-case.ts';
import type { getAccountOrder } from './get-account-order.use-case.ts';
import type { getProfile } from './get-profile.use-case.ts';
import type { listAccountOrders } from './list-account-orders.use-case.ts';
import type { listAccountTickets } from './list-account-tickets.use-case.ts';
import type { listSavedDesigns } from './list-saved-designs.use-case.ts';
import type { removeSavedDesign } from './remove-saved-design.use-case.ts';
import type { saveDesign } from './save-design.use-case.ts';
import type { updateProfile } from './update-profile.use-case.ts';

/** The accounts context's shop API: its use cases bound to their ports, as a route or an in-process gateway calls them. */
export type ShopAccounts = {
  readonly getProfile: ReturnType<typeof getProfile>;
  readonly updateProfile: ReturnType<typeof updateProfile>;
  readonly changePassword: ReturnType<typeof changePassword>;
  readonly exportAccountData: ReturnType<typeof exportAccountData>;
  readonly deleteAccount: ReturnType<typeof deleteAccount>;
  readonly listSavedDesigns: ReturnType<typeof listSavedDesigns>;
  readonly saveDesign: ReturnType<typeof saveDesign>;
  readonly removeSavedDesign: ReturnType<typeof removeSavedDesign>;
  readonly listAccountOrders: ReturnType<typeof listAccountOrders>;
  readonly getAccountOrder: ReturnType<typeof getAccountOrder>;
  readonly listAccountTickets: ReturnType<typeof listAccountTickets>;
  readonly listAddresses: ReturnType<typeof listAddresses>;
  readonly getAddress: ReturnType<typeof getAddress>;
  readonly saveAddress: ReturnType<typeof saveAddress>;
  readonly removeAddress: ReturnType<typeof removeAddress>;
  readonly requestEmailChange: ReturnType<typeof requestEmailChange>;
  readonly confirmEmailChange: ReturnType<typeof confirmEmailChange>;
};
