-- The orders desk finds an order by the start of its public id, or by part of its buyer's e-mail or name: a pattern
-- index for the prefix and trigram indexes over the lowered e-mail and name (pg_trgm, loaded by migration 0018).
CREATE INDEX IF NOT EXISTS "orders_public_id_prefix_idx" ON "orders" ("public_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_buyer_name_trgm_idx" ON "orders" USING gin (lower(coalesce("contact" ->> 'firstName', '') || ' ' || coalesce("contact" ->> 'lastName', '') || ' ' || coalesce("contact" ->> 'companyName', '')) gin_trgm_ops);
