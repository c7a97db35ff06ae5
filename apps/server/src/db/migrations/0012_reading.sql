CREATE TABLE "reading_positions" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"deck_id" text,
	"book_id" text,
	"page" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_positions_user_id_item_key_pk" PRIMARY KEY("user_id","item_key"),
	CONSTRAINT "reading_positions_one_item_check" CHECK (("reading_positions"."deck_id" is null) <> ("reading_positions"."book_id" is null)),
	CONSTRAINT "reading_positions_page_check" CHECK ("reading_positions"."page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_positions_user_read_idx" ON "reading_positions" USING btree ("user_id","read_at" DESC NULLS LAST);