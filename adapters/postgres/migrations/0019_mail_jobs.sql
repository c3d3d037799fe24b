-- Mail is a pg-boss job now. pg-boss creates its schema after these migrations, so the mail still pending in the
-- old queue waits in mail_to_carry; the job runner carries it into `mail` jobs at start (carry-queued-mail.ts).
CREATE TABLE "mail_to_carry" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "mail_to_carry" ("id", "to", "subject", "text", "link", "headers", "created_at")
	SELECT "id", "to", "subject", "text", "link", "headers", "created_at" FROM "mail_outbox"
	WHERE "sent_at" IS NULL AND "abandoned_at" IS NULL AND "next_attempt_at" IS NOT NULL;--> statement-breakpoint
-- The queue's rows (sent, given up or carried) leave the outbox, which keeps only the developer's mail.
DELETE FROM "mail_outbox"
	WHERE "next_attempt_at" IS NOT NULL OR "sent_at" IS NOT NULL OR "abandoned_at" IS NOT NULL OR "attempts" > 0;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "abandoned_at";
