DROP INDEX "decks_ready_category_idx";--> statement-breakpoint
DROP INDEX "decks_ready_sub_category_idx";--> statement-breakpoint
DROP INDEX "decks_ready_created_idx";--> statement-breakpoint
DROP INDEX "decks_owner_idx";--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "trending_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "decks_ready_newest_idx" ON "decks" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_category_newest_idx" ON "decks" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_sub_category_newest_idx" ON "decks" USING btree ("sub_category_id","created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_trending_idx" ON "decks" USING btree ("trending_views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_category_trending_idx" ON "decks" USING btree ("category_id","trending_views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_sub_category_trending_idx" ON "decks" USING btree ("sub_category_id","trending_views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_owner_idx" ON "decks" USING btree ("owner_id","created_at" DESC NULLS FIRST);