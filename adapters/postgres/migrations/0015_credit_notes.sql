ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "store" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" text REFERENCES "invoices"("id");--> statement-breakpoint
UPDATE "invoices" SET "store" = "orders"."store" FROM "orders" WHERE "orders"."id" = "invoices"."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "store" SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_register_idx" ON "invoices" USING btree ("created_at" DESC,"number" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_store_register_idx" ON "invoices" USING btree ("store","created_at" DESC,"number" DESC);--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_sequences" DROP CONSTRAINT "invoice_sequences_store_year_pk";--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_store_year_kind_pk" PRIMARY KEY("store","year","kind");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_refunds" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"payment_id" text NOT NULL REFERENCES "payments"("id"),
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
