CREATE TABLE "auth_session_revocations" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sessions_valid_from" timestamp with time zone;