/** A theme designs are grouped by ('animals', 'mothers-day'…), named in the store's language. */
export type Tag = { readonly id: string; readonly slug: string; readonly name: string };

/** A tag in the tags list, with how many designs it has in the store. */
export type TagWithCount = Tag & { readonly designCount: number };
