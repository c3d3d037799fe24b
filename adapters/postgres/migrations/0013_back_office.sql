CREATE TABLE IF NOT EXISTS "back_office_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id"),
	"administrator_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "back_office_actions_order_idx" ON "back_office_actions" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_desk_idx" ON "orders" USING btree ("created_at" DESC,"public_id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_idx" ON "orders" USING btree (lower("email"),"created_at" DESC,"public_id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_store_desk_idx" ON "orders" USING btree ("store","created_at" DESC,"public_id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_desk_idx" ON "orders" USING btree ("status","created_at" DESC,"public_id" DESC);
