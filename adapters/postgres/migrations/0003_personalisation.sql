ALTER TABLE "articles" ADD COLUMN "print_surfaces" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "customer_id" text;
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;
--> statement-breakpoint
CREATE INDEX "uploads_session_idx" ON "uploads" USING btree ("session_id","created_at");
--> statement-breakpoint
CREATE INDEX "uploads_customer_idx" ON "uploads" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" text,
	"article_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id","updated_at");
--> statement-breakpoint
CREATE INDEX "projects_session_idx" ON "projects" USING btree ("session_id","updated_at");
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "print_files" jsonb;
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"order_line_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("next_attempt_at");
--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");
