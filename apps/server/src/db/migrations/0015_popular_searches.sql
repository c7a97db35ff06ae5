CREATE TABLE "search_daily" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "search_daily_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_visits" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "search_visits_day_query_visitor_pk" PRIMARY KEY("day","query","visitor")
);
