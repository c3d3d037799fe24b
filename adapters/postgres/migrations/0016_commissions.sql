ALTER TABLE "commissions" ADD COLUMN IF NOT EXISTS "period" text DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') NOT NULL;--> statement-breakpoint
UPDATE "commissions" SET "period" = to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM');--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN IF NOT EXISTS "net_goods_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN IF NOT EXISTS "rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "commissions_order_idx" ON "commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "commissions_period_idx" ON "commissions" USING btree ("period","affiliate_customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "affiliate_hits_created_idx" ON "affiliate_hits" USING btree ("created_at","customer_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "commission_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_customer_id" text NOT NULL,
	"period" text NOT NULL,
	"hits" integer NOT NULL,
	"orders" integer NOT NULL,
	"amounts" jsonb NOT NULL,
	"paid_by" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "commission_payouts_period_idx" ON "commission_payouts" USING btree ("period","affiliate_customer_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "commission_rate_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "commission_rate_changes_at_idx" ON "commission_rate_changes" USING btree ("at" DESC,"id" DESC);
