/**
 * The Message-ID of the one mail an event sends (`order-confirmation` of order `key`…), on the host of the store's
 * own site (never a third party's, such as a carrier's page): every try of its job sends the same one, so a
 * receiver keeps one copy of a mail sent again after a kill.
 */
export const eventMessageId = (event: string, key: string, siteUrl: string): string =>
  `<${event}.${key}@${new URL(siteUrl).hostname}>`;
