ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo" jsonb;--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_one_per_order_article_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_order_line_idx" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");
