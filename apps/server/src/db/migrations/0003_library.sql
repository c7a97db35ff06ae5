CREATE TABLE "book_pages" (
	"book_id" text NOT NULL,
	"file_version" integer NOT NULL,
	"number" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "book_pages_book_id_file_version_number_pk" PRIMARY KEY("book_id","file_version","number")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"edition" text DEFAULT '' NOT NULL,
	"year" integer,
	"publisher" text DEFAULT '' NOT NULL,
	"isbn" text,
	"subject_slug" text NOT NULL,
	"category_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"cover_width" integer DEFAULT 0 NOT NULL,
	"cover_height" integer DEFAULT 0 NOT NULL,
	"external_url" text,
	"status" text DEFAULT 'none' NOT NULL,
	"failure_reason" text,
	"file_version" integer DEFAULT 0 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"original_size" bigint DEFAULT 0 NOT NULL,
	"job_id" text,
	"views" integer DEFAULT 0 NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" text PRIMARY KEY NOT NULL,
	"feed_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"summary_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"source_name" text NOT NULL,
	"source_slug" text NOT NULL,
	"subject_slug" text,
	"active" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"issn" text,
	"subject_slug" text NOT NULL,
	"homepage" text,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"feed_id" text,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_subject_slug_subjects_slug_fk" FOREIGN KEY ("subject_slug") REFERENCES "public"."subjects"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_subject_slug_subjects_slug_fk" FOREIGN KEY ("subject_slug") REFERENCES "public"."subjects"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_subject_slug_subjects_slug_fk" FOREIGN KEY ("subject_slug") REFERENCES "public"."subjects"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_unique" ON "books" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "books_subject_idx" ON "books" USING btree ("subject_slug","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_created_idx" ON "books" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_feed_key_unique" ON "feed_items" USING btree ("feed_id","key");--> statement-breakpoint
CREATE INDEX "feed_items_kind_published_idx" ON "feed_items" USING btree ("kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_items_slug_idx" ON "feed_items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_url_unique" ON "feeds" USING btree ("url");