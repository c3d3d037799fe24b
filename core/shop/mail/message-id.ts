/**
 * The Message-ID of the one mail an event sends (`order-confirmation` of order `key`…), on the host of a link it
 * carries: every try of its job sends the same one, so a receiver keeps one copy of a mail sent again after a kill.
 */
export const eventMessageId = (event: string, key: string, link: string): string =>
  `<${event}.${key}@${new URL(link).hostname}>`;
