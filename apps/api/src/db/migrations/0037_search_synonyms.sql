CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"word" text NOT NULL,
	"alternatives" text[] NOT NULL,
	CONSTRAINT "search_synonyms_word_check" CHECK (char_length("search_synonyms"."word") between 1 and 20),
	CONSTRAINT "search_synonyms_alternatives_check" CHECK (cardinality("search_synonyms"."alternatives") between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_fid_word_idx" ON "search_synonyms" USING btree ("fid","word");