/** What the shopper does after placing: pay on the provider's page, follow instructions, or wait. */
export type PaymentNext =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'instructions'; readonly instructions: Readonly<Record<string, string>> }
  | { readonly kind: 'pending' };
