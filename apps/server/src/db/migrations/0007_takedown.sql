ALTER TABLE "decks" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "removal_note" text;--> statement-breakpoint
CREATE INDEX "deck_reports_open_idx" ON "deck_reports" USING btree ("deck_id","created_at" DESC NULLS LAST) WHERE "deck_reports"."resolved_at" is null;