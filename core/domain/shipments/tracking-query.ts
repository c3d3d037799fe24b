/** What a shopper gives to follow an order without signing in: its number and the shipment's postal code and country. */
export type TrackingQuery = { readonly publicId: string; readonly postalCode: string; readonly country: string };
