/** The tags and articles a design may be given. */
export type DesignChoices = {
  readonly tags: readonly { readonly id: string; readonly slug: string; readonly name: string }[];
  readonly articles: readonly { readonly id: number; readonly name: string }[];
};
