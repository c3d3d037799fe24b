/** A route of the table that this storefront has no page for. */
export type PageNotBuilt = { readonly type: 'PageNotBuilt'; readonly routeName: string };

/** The page exists but what it shows does not (an unknown design id): answered like an unknown path. */
export type PageDataNotFound = { readonly type: 'PageDataNotFound' };

export const pageDataNotFound = (): PageDataNotFound => ({ type: 'PageDataNotFound' });
