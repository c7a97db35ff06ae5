CREATE TABLE "deck_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deck_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"host" text,
	"page" integer,
	"seconds" integer,
	CONSTRAINT "deck_events_reading_check" CHECK ("deck_events"."kind" <> 'reading' or "deck_events"."page" is not null)
);
--> statement-breakpoint
CREATE TABLE "deck_reading_daily" (
	"deck_id" text NOT NULL,
	"day" date NOT NULL,
	"page" integer NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deck_reading_daily_deck_id_day_page_pk" PRIMARY KEY("deck_id","day","page")
);
--> statement-breakpoint
CREATE TABLE "deck_sources_daily" (
	"deck_id" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deck_sources_daily_deck_id_day_source_host_pk" PRIMARY KEY("deck_id","day","source","host")
);
--> statement-breakpoint
CREATE TABLE "deck_stats_daily" (
	"deck_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"clips" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deck_stats_daily_deck_id_day_pk" PRIMARY KEY("deck_id","day")
);
--> statement-breakpoint
ALTER TABLE "deck_events" ADD CONSTRAINT "deck_events_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_reading_daily" ADD CONSTRAINT "deck_reading_daily_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_sources_daily" ADD CONSTRAINT "deck_sources_daily_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_stats_daily" ADD CONSTRAINT "deck_stats_daily_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;