CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_visits" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"terminal_type" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_visits_fid_day_terminal_type_pk" PRIMARY KEY("fid","day","terminal_type")
);
--> statement-breakpoint
CREATE TABLE "recommendation_apps" (
	"recommendation_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_apps_recommendation_id_app_id_pk" PRIMARY KEY("recommendation_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_apps" (
	"special_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_apps_special_id_app_id_pk" PRIMARY KEY("special_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_modules" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_cars" ADD CONSTRAINT "home_cars_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tools" ADD CONSTRAINT "home_tools_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_apps" ADD CONSTRAINT "recommendation_apps_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_apps" ADD CONSTRAINT "recommendation_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_apps" ADD CONSTRAINT "special_apps_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_apps" ADD CONSTRAINT "special_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_fid_category_published_idx" ON "content_items" USING btree ("fid","category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_cars_fid_sort_idx" ON "home_cars" USING btree ("fid","sort","id");--> statement-breakpoint
CREATE INDEX "home_tools_fid_sort_idx" ON "home_tools" USING btree ("fid","sort","id");--> statement-breakpoint
CREATE INDEX "recommendation_apps_group_sort_idx" ON "recommendation_apps" USING btree ("recommendation_id","sort");--> statement-breakpoint
CREATE INDEX "recommendation_apps_app_idx" ON "recommendation_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "recommendations_fid_sort_idx" ON "recommendations" USING btree ("fid","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_fid_keyword_idx" ON "search_keywords" USING btree ("fid","keyword");--> statement-breakpoint
CREATE INDEX "search_keywords_fid_count_idx" ON "search_keywords" USING btree ("fid","count" DESC NULLS LAST,"keyword");--> statement-breakpoint
CREATE INDEX "special_apps_special_sort_idx" ON "special_apps" USING btree ("special_id","sort");--> statement-breakpoint
CREATE INDEX "special_apps_app_idx" ON "special_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "specials_fid_sort_idx" ON "specials" USING btree ("fid","sort","id");