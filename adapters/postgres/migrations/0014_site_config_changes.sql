CREATE TABLE IF NOT EXISTS "site_config_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"store" text NOT NULL,
	"administrator_id" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "site_config_changes_store_idx" ON "site_config_changes" USING btree ("store","id" DESC);
