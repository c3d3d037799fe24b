-- Mail is a pg-boss job now. pg-boss creates its schema after these migrations, so the mail still pending in the
-- old queue waits in jobs_carried_over as `mail` jobs; the first job runner to start queues them once.
CREATE TABLE IF NOT EXISTS "jobs_carried_over" (
	"id" serial PRIMARY KEY,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);--> statement-breakpoint
INSERT INTO "jobs_carried_over" ("name", "data")
	SELECT 'mail', jsonb_build_object('message', jsonb_strip_nulls(jsonb_build_object(
		'to', "to", 'subject', "subject", 'text', "text", 'link', "link",
		'headers', CASE WHEN "headers" = '{}'::jsonb THEN NULL ELSE "headers" END)))
	FROM "mail_outbox"
	WHERE "sent_at" IS NULL AND "abandoned_at" IS NULL AND "next_attempt_at" IS NOT NULL
	ORDER BY "created_at", "id";--> statement-breakpoint
-- The queue's rows (sent, given up or carried) leave the outbox, which keeps only the developer's mail.
DELETE FROM "mail_outbox"
	WHERE "next_attempt_at" IS NOT NULL OR "sent_at" IS NOT NULL OR "abandoned_at" IS NOT NULL OR "attempts" > 0;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "abandoned_at";
