/** How long the storefront waits for the product's icon endpoint before falling back to the public icon service. */
export const ICON_FETCH_TIMEOUT_MS = 1500;
