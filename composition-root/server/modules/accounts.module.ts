import { listedCommonPasswords } from '../../../adapters/system/listed-common-passwords.ts';
import { cachedSiteSettings } from '../../../adapters/postgres/cached-site-settings.ts';
import { postgresAccountHistory } from '../../../adapters/postgres/postgres-account-history.ts';
import { postgresSavedDesignRepository } from '../../../adapters/postgres/postgres-saved-design-repository.ts';
import { postgresSiteSettingsRepository } from '../../../adapters/postgres/postgres-site-settings-repository.ts';
import { postgresPersonalRecords } from '../../../adapters/postgres/postgres-personal-records.ts';
import { postgresTicketRepository } from '../../../adapters/postgres/postgres-ticket-repository.ts';
import { postgresAddressBookRepository } from '../../../adapters/postgres/postgres-address-book-repository.ts';
import { postgresEmailChangeRequests } from '../../../adapters/postgres/postgres-email-change-requests.ts';
import { addressBookRoutes } from '../../../adapters/server/shop-api/address-book.routes.ts';
import { emailChangeRoutes } from '../../../adapters/server/shop-api/email-change.routes.ts';
import {
  getAddress,
  listAddresses,
  removeAddress,
  saveAddress,
} from '../../../core/shop/accounts/address-book.use-cases.ts';
import { confirmEmailChange, requestEmailChange } from '../../../core/shop/accounts/email-change.use-cases.ts';
import { checkoutPolicyFor } from '../../../core/domain/checkout/checkout-policy.ts';
import { changePassword } from '../../../core/shop/accounts/change-password.use-case.ts';
import { deleteAccount } from '../../../core/shop/accounts/delete-account.use-case.ts';
import { exportAccountData } from '../../../core/shop/accounts/export-account-data.use-case.ts';
import { accountDataExportRoutes, accountsRoutes } from '../../../adapters/server/shop-api/accounts.routes.ts';
import type { ShopAccounts } from '../../../core/shop/accounts/shop-accounts.ts';
import type { AccountHistory } from '../../../core/shop/accounts/account-history.port.ts';
import { getAccountOrder } from '../../../core/shop/accounts/get-account-order.use-case.ts';
import { getProfile } from '../../../core/shop/accounts/get-profile.use-case.ts';
import { listAccountOrders } from '../../../core/shop/accounts/list-account-orders.use-case.ts';
import { listAccountTickets } from '../../../core/shop/accounts/list-account-tickets.use-case.ts';
import { listSavedDesigns } from '../../../core/shop/accounts/list-saved-designs.use-case.ts';
import { removeSavedDesign } from '../../../core/shop/accounts/remove-saved-design.use-case.ts';
import { saveDesign } from '../../../core/shop/accounts/save-design.use-case.ts';
import type { SavedDesignRepository } from '../../../core/shop/accounts/saved-design-repository.port.ts';
import type { SiteSettingsRepository } from '../../../core/shop/accounts/site-settings-repository.port.ts';
import { updateProfile } from '../../../core/shop/accounts/update-profile.use-case.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import type { LiveSiteConfig } from '../../../core/domain/site/live-site-config.port.ts';
import { brandNamesOf, type BrandNames } from '../../../core/shop/accounts/brand-names.ts';
import { liveSiteConfigOf } from '../../../core/shop/accounts/live-site-config.ts';
import { token, TOKENS } from '../../tokens.ts';
import { AUTH_TOKENS } from './auth.module.ts';
import { bindOverDatabase } from './database-bindings.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { siteUrlsFor } from './support-links.ts';
import type { ServerModule } from './server-module.ts';

/** The accounts context's keys; `siteSettings` is what the storefront's site config reads too. */
export const ACCOUNTS_TOKENS = {
  history: token<AccountHistory>('accounts.history'),
  savedDesigns: token<SavedDesignRepository>('accounts.savedDesigns'),
  siteSettings: token<SiteSettingsRepository>('accounts.siteSettings'),
  /** The running store's config as saved now, through the settings' cache: what carts, checkout and orders price by. */
  liveSiteConfig: token<LiveSiteConfig>('accounts.liveSiteConfig'),
  /** The name each store goes by now, through the settings' cache: what every mail signs with. */
  brandNames: token<BrandNames>('accounts.brandNames'),
  useCases: token<ShopAccounts>('accounts.useCases'),
} as const;

export const accountsModule: ServerModule = {
  name: 'accounts',
  bind: (container) => {
    bindOverDatabase(container, ACCOUNTS_TOKENS.history, postgresAccountHistory);
    bindOverDatabase(container, ACCOUNTS_TOKENS.savedDesigns, postgresSavedDesignRepository);
    container.bind(ACCOUNTS_TOKENS.siteSettings).toResolvedValue(
      // Kept until a site-settings notice: a saved change shows on every instance within a second.
      (config, db, clock, notices) =>
        cachedSiteSettings(postgresSiteSettingsRepository(db.db), { clock, ttlMs: config.cacheTtlMs }, notices),
      [TOKENS.config, TOKENS.database, TOKENS.clock, TOKENS.changeNotices],
    );
    container
      .bind(ACCOUNTS_TOKENS.liveSiteConfig)
      .toResolvedValue(
        (config, settings) => liveSiteConfigOf(settings, config.store),
        [TOKENS.config, ACCOUNTS_TOKENS.siteSettings],
      );
    container
      .bind(ACCOUNTS_TOKENS.brandNames)
      .toResolvedValue((settings) => brandNamesOf(settings), [ACCOUNTS_TOKENS.siteSettings]);
    container.bind(ACCOUNTS_TOKENS.useCases).toResolvedValue(
      (
        config,
        db,
        clock,
        customers,
        history,
        savedDesigns,
        passwords,
        revocations,
        digest,
        ids,
        mailer,
        brandNames,
      ): ShopAccounts => {
        const records = postgresPersonalRecords(db.db);
        const store = storeFor(config.store);
        const addresses = postgresAddressBookRepository(db.db);
        // The book keeps addresses checkout of this store would take for shipping.
        const addressBook = { customers, addresses, policy: checkoutPolicyFor(store, false), clock };
        const emailChange = {
          customers,
          passwords,
          requests: postgresEmailChangeRequests(db.db),
          digest,
          ids,
          clock,
          mailer,
          store,
          brandNames,
          siteUrls: siteUrlsFor(config),
        };
        return {
          getProfile: getProfile({ customers }),
          changePassword: changePassword({
            customers,
            passwords,
            revocations,
            clock,
            commonPasswords: listedCommonPasswords(),
          }),
          exportAccountData: exportAccountData({
            customers,
            history,
            tickets: postgresTicketRepository(db.db),
            savedDesigns,
            records,
            addresses,
            clock,
          }),
          deleteAccount: deleteAccount({ customers, passwords, records }),
          // National phone numbers and unprefixed VAT ids are read in the country of the store this instance serves.
          updateProfile: updateProfile({ customers, country: storeFor(config.store).country, clock }),
          listSavedDesigns: listSavedDesigns({ customers, savedDesigns }),
          saveDesign: saveDesign({ customers, savedDesigns, clock }),
          removeSavedDesign: removeSavedDesign({ customers, savedDesigns }),
          listAccountOrders: listAccountOrders({ customers, history, clock }),
          getAccountOrder: getAccountOrder({ customers, history }),
          listAccountTickets: listAccountTickets({ customers, history }),
          listAddresses: listAddresses(addressBook),
          getAddress: getAddress(addressBook),
          saveAddress: saveAddress(addressBook),
          removeAddress: removeAddress(addressBook),
          requestEmailChange: requestEmailChange(emailChange),
          confirmEmailChange: confirmEmailChange(emailChange),
        };
      },
      [
        TOKENS.config,
        TOKENS.database,
        TOKENS.clock,
        AUTH_TOKENS.customers,
        ACCOUNTS_TOKENS.history,
        ACCOUNTS_TOKENS.savedDesigns,
        AUTH_TOKENS.passwords,
        AUTH_TOKENS.revocations,
        AUTH_TOKENS.digest,
        TOKENS.ids,
        MAIL_TOKENS.visitorMailer,
        ACCOUNTS_TOKENS.brandNames,
      ],
    );
  },
  shopApiRoutes: (container) => async (app) => {
    const useCases = container.get(ACCOUNTS_TOKENS.useCases);
    const customerId = container.get(AUTH_TOKENS.sessionReader).customerId;
    const checkRateLimit = container.get(AUTH_TOKENS.checkRateLimit);
    await app.register(accountsRoutes(useCases, customerId, checkRateLimit));
    await app.register(addressBookRoutes(useCases, customerId));
    await app.register(emailChangeRoutes(useCases, customerId, checkRateLimit));
  },
  // At the site's root: the export's link carries no ext_session_id, the sign-in cookie says whose data it is.
  rootRoutes: (container) =>
    accountDataExportRoutes(
      container.get(ACCOUNTS_TOKENS.useCases),
      container.get(AUTH_TOKENS.sessionReader).customerId,
    ),
};
