CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subject_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"slug" text PRIMARY KEY NOT NULL,
	"faculty" text NOT NULL,
	"full_name" text NOT NULL,
	"image" text NOT NULL,
	"faded_image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faculties_faculty_unique" UNIQUE("faculty")
);
--> statement-breakpoint
CREATE TABLE "faculty_subjects" (
	"faculty_slug" text NOT NULL,
	"subject_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faculty_subjects_faculty_slug_subject_slug_pk" PRIMARY KEY("faculty_slug","subject_slug")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sub_categories_categoryId_slug_unique" UNIQUE("category_id","slug")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_subject_slug_subjects_slug_fk" FOREIGN KEY ("subject_slug") REFERENCES "public"."subjects"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_subjects" ADD CONSTRAINT "faculty_subjects_faculty_slug_faculties_slug_fk" FOREIGN KEY ("faculty_slug") REFERENCES "public"."faculties"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_subjects" ADD CONSTRAINT "faculty_subjects_subject_slug_subjects_slug_fk" FOREIGN KEY ("subject_slug") REFERENCES "public"."subjects"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;