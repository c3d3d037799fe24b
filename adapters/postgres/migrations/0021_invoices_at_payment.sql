-- Orders paid before invoices were issued at payment get theirs: numbered per store and year of their payment, in
-- payment order, after the numbers already given. Their documents are frozen and their PDFs drawn by the
-- 'invoice-pdf' jobs the server queues at start (see queueUnfrozenInvoices).
WITH latest AS (
  SELECT DISTINCT ON ("order_id") "order_id", "status", "updated_at"
  FROM "payments"
  ORDER BY "order_id", "created_at" DESC, "id" DESC
), owed AS (
  SELECT o."id" AS "order_id", o."store", o."customer_id", o."total_minor", o."currency",
         latest."updated_at" AS "paid_at",
         extract(year FROM latest."updated_at" AT TIME ZONE 'UTC')::integer AS "year"
  FROM latest
  JOIN "orders" o ON o."id" = latest."order_id"
  WHERE latest."status" = 'PAID'
    AND NOT EXISTS (SELECT 1 FROM "invoices" i WHERE i."order_id" = o."id" AND i."kind" = 'invoice')
), numbered AS (
  SELECT owed.*,
         coalesce(s."last_sequence", 0)
           + row_number() OVER (PARTITION BY owed."store", owed."year" ORDER BY owed."paid_at", owed."order_id")
           AS "sequence"
  FROM owed
  LEFT JOIN "invoice_sequences" s ON s."store" = owed."store" AND s."year" = owed."year" AND s."kind" = 'invoice'
)
INSERT INTO "invoices" ("id", "number", "order_id", "customer_id", "total_minor", "currency", "created_at", "document", "kind", "store")
SELECT 'invoice-' || "order_id",
       "store" || '-' || "year"::text || '-' || lpad("sequence"::text, 6, '0'),
       "order_id", coalesce("customer_id", ''), "total_minor", "currency", "paid_at", NULL, 'invoice', "store"
FROM numbered;--> statement-breakpoint
INSERT INTO "invoice_sequences" ("store", "year", "kind", "last_sequence")
SELECT "store", extract(year FROM "created_at" AT TIME ZONE 'UTC')::integer, 'invoice',
       max(regexp_replace("number", '^.*-', '')::integer)
FROM "invoices"
WHERE "kind" = 'invoice'
GROUP BY "store", extract(year FROM "created_at" AT TIME ZONE 'UTC')::integer
ON CONFLICT ("store", "year", "kind") DO UPDATE
  SET "last_sequence" = greatest("invoice_sequences"."last_sequence", excluded."last_sequence");
