CREATE TABLE "deck_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_daily_views" (
	"deck_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deck_daily_views_deck_id_day_pk" PRIMARY KEY("deck_id","day")
);
--> statement-breakpoint
CREATE TABLE "deck_likes" (
	"deck_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_likes_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deck_pages" (
	"deck_id" text NOT NULL,
	"file_version" integer NOT NULL,
	"number" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "deck_pages_deck_id_file_version_number_pk" PRIMARY KEY("deck_id","file_version","number")
);
--> statement-breakpoint
CREATE TABLE "deck_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deck_visits" (
	"deck_id" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "deck_visits_deck_id_day_visitor_pk" PRIMARY KEY("deck_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "decks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"file_version" integer DEFAULT 1 NOT NULL,
	"job_id" text,
	"original_name" text NOT NULL,
	"original_type" text NOT NULL,
	"original_size" bigint NOT NULL,
	"thumb_width" integer DEFAULT 0 NOT NULL,
	"thumb_height" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_comments" ADD CONSTRAINT "deck_comments_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_comments" ADD CONSTRAINT "deck_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_daily_views" ADD CONSTRAINT "deck_daily_views_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_likes" ADD CONSTRAINT "deck_likes_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_likes" ADD CONSTRAINT "deck_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_pages" ADD CONSTRAINT "deck_pages_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_reports" ADD CONSTRAINT "deck_reports_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_reports" ADD CONSTRAINT "deck_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_visits" ADD CONSTRAINT "deck_visits_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_comments_deck_idx" ON "deck_comments" USING btree ("deck_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deck_daily_views_day_idx" ON "deck_daily_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "deck_likes_user_idx" ON "deck_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "decks_owner_idx" ON "decks" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "decks_ready_category_idx" ON "decks" USING btree ("category_id","created_at" DESC NULLS LAST) WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_sub_category_idx" ON "decks" USING btree ("sub_category_id","created_at" DESC NULLS LAST) WHERE "decks"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "decks_ready_created_idx" ON "decks" USING btree ("created_at" DESC NULLS LAST) WHERE "decks"."status" = 'ready';