CREATE TABLE IF NOT EXISTS "design_desk_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL REFERENCES "designs"("id"),
	"administrator_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "design_desk_actions_design_idx" ON "design_desk_actions" USING btree ("design_id","at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "designs_desk_updated_idx" ON "designs" USING btree ("updated_at" DESC,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "designs_desk_created_idx" ON "designs" USING btree ("created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "designs_desk_popularity_idx" ON "designs" USING btree ("popularity" DESC,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_design_idx" ON "reviews" USING btree ("design_id","created_at");
