ALTER TABLE "customers" ADD COLUMN "customer_type" text DEFAULT 'PERSON' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_date" date;
