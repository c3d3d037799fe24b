import type { changePassword } from './change-password.use-case.ts';
import type { deleteAccount } from './delete-account.use-case.ts';
import type { exportAccountData } from './export-account-data.use-case.ts';
import type { getAccountOrder } from './get-account-order.use-case.ts';
import type { getProfile } from './get-profile.use-case.ts';
import type { getSiteConfig } from './get-site-config.use-case.ts';
import type { listAccountOrders } from './list-account-orders.use-case.ts';
import type { listAccountTickets } from './list-account-tickets.use-case.ts';
import type { listAdministeredDesigns } from './list-administered-designs.use-case.ts';
import type { listCommissions } from './list-commissions.use-case.ts';
import type { listInvoices } from './list-invoices.use-case.ts';
import type { listSavedDesigns } from './list-saved-designs.use-case.ts';
import type { removeSavedDesign } from './remove-saved-design.use-case.ts';
import type { saveDesign } from './save-design.use-case.ts';
import type { setDesignPublished } from './set-design-published.use-case.ts';
import type { updateProfile } from './update-profile.use-case.ts';
import type { updateSiteConfig } from './update-site-config.use-case.ts';

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
  readonly listInvoices: ReturnType<typeof listInvoices>;
  readonly listCommissions: ReturnType<typeof listCommissions>;
  readonly getSiteConfig: ReturnType<typeof getSiteConfig>;
  readonly updateSiteConfig: ReturnType<typeof updateSiteConfig>;
  readonly listAdministeredDesigns: ReturnType<typeof listAdministeredDesigns>;
  readonly setDesignPublished: ReturnType<typeof setDesignPublished>;
};
