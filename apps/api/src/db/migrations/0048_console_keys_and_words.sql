CREATE TABLE "search_misses" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_fid_day_keyword_pk" PRIMARY KEY("fid","day","keyword")
);
--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_app_secrets" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_keywords_fid_hot_idx" ON "search_keywords" USING btree ("fid","pinned" DESC NULLS LAST,"count" DESC NULLS LAST,"keyword") WHERE not "search_keywords"."hidden";