import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** Text keyed by locale ('es', 'pl', …): one column per translated field. */
export type Translated = Partial<Record<string, string>>;

export const translated = (name: string) => jsonb(name).$type<Translated>().notNull().default({});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money as integer minor units plus its ISO 4217 currency. */
export const money = (prefix: string) => ({
  amount: integer(`${prefix}_minor`).notNull(),
  currency: text(`${prefix}_currency`).notNull(),
});
