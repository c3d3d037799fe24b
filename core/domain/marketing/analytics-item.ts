/** A cart line as the analytics tags receive it; `pvp` is the unit retail price in currency units. */
export type CartAnalyticsItem = {
  readonly cart_id: string;
  readonly article_id: number;
  readonly article_name: string;
  readonly article_name_plural: string;
  readonly pvp: number;
  readonly quantity: number;
  readonly promotion_code: string | null;
  readonly url_preview: string;
};

/** Analytics tags want decimal currency units; the shop keeps prices in integer cents. */
export const analyticsPrice = (cents: number): number => Math.round(cents) / 100;
