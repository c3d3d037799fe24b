-- Print files and the payments sandbox's notifications move onto the job queue (pg-boss). Its schema is created at
-- the runner's start, after the migrations, so the work still owed waits here and the runner queues it once.
CREATE TABLE IF NOT EXISTS "jobs_carried_over" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);--> statement-breakpoint
-- A print job interrupted on its last attempt was failed already: nothing would have taken it again.
UPDATE "print_jobs" SET "failed_at" = now()
  WHERE "done_at" IS NULL AND "failed_at" IS NULL AND "attempts" >= 6;--> statement-breakpoint
INSERT INTO "jobs_carried_over" ("name", "data")
  SELECT 'print-file', jsonb_build_object('orderLineId', "order_line_id") FROM "print_jobs"
  WHERE "done_at" IS NULL AND "failed_at" IS NULL ORDER BY "next_attempt_at";--> statement-breakpoint
DROP INDEX IF EXISTS "print_jobs_due_idx";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP COLUMN IF EXISTS "next_attempt_at";--> statement-breakpoint
ALTER TABLE "print_jobs" DROP COLUMN IF EXISTS "locked_until";--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN IF NOT EXISTS "trying_since" timestamp with time zone;--> statement-breakpoint
INSERT INTO "jobs_carried_over" ("name", "data")
  SELECT 'payment-notification', jsonb_build_object('eventId', "event_id", 'body', "body")
  FROM "payment_notification_outbox"
  WHERE "delivered_at" IS NULL AND "abandoned_at" IS NULL ORDER BY "next_attempt_at";--> statement-breakpoint
DROP TABLE IF EXISTS "payment_notification_outbox";--> statement-breakpoint
-- An idempotency claim is renewed while its request runs: a claim not renewed for a few seconds died with its instance.
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;
