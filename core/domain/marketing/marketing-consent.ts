import type { GrantedCategories } from '../consent/consent.ts';

/** Click ids and campaign cookies identify ad clicks, so they are ads cookies under the consent rules. */
export const mayStoreMarketingCookies = (granted: GrantedCategories): boolean => granted.ads;
