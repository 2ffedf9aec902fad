CREATE TABLE "unit_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"fid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"login_type" smallint DEFAULT 0 NOT NULL,
	"login_path" text DEFAULT '' NOT NULL,
	"local_passport_address" text DEFAULT '' NOT NULL,
	"online_minute" integer,
	"refresh_minute" integer,
	"template" smallint DEFAULT 1 NOT NULL,
	"special_style" smallint DEFAULT 0 NOT NULL,
	"bottom_media_style" smallint DEFAULT 1 NOT NULL,
	"mobile_tabs_work_and_mine_only" boolean DEFAULT false NOT NULL,
	"mobile_logout_to_passport" boolean DEFAULT false NOT NULL,
	"passport_url_conversion" boolean DEFAULT false NOT NULL,
	"passport_login_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bottom_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"show_type" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_configs" (
	"fid" integer PRIMARY KEY NOT NULL,
	"top_background" text NOT NULL,
	"top_selected" text NOT NULL,
	"top_default" text NOT NULL,
	"bottom_nav_color" text NOT NULL,
	"bottom_font_color" text NOT NULL,
	"bottom_filing_color" text NOT NULL,
	"bottom_filing_font" text NOT NULL,
	"filing_text" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"login_background" text DEFAULT '' NOT NULL,
	"login_title" text DEFAULT '' NOT NULL,
	"login_subtitle" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"template" smallint NOT NULL,
	"sign" text NOT NULL,
	"name" text NOT NULL,
	"parent_sign" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intelligence" (
	"fid" integer PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"style" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"type" smallint NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"label_name" text DEFAULT '' NOT NULL,
	"label_logo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"page_navigation_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"terminal" text NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"is_default" smallint DEFAULT 1 NOT NULL,
	"is_login" smallint DEFAULT 0 NOT NULL,
	"is_visitor" smallint DEFAULT 1 NOT NULL,
	"is_frame" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_domains" ADD CONSTRAINT "unit_domains_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottom_links" ADD CONSTRAINT "bottom_links_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_categories" ADD CONSTRAINT "content_categories_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_configs" ADD CONSTRAINT "global_configs_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_modules" ADD CONSTRAINT "home_modules_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intelligence" ADD CONSTRAINT "intelligence_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_domains_fid_idx" ON "unit_domains" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "banners_fid_sort_idx" ON "banners" USING btree ("fid","sort");--> statement-breakpoint
CREATE INDEX "bottom_links_fid_sort_idx" ON "bottom_links" USING btree ("fid","sort");--> statement-breakpoint
CREATE INDEX "content_categories_fid_sort_idx" ON "content_categories" USING btree ("fid","sort");--> statement-breakpoint
CREATE INDEX "home_modules_fid_template_sort_idx" ON "home_modules" USING btree ("fid","template","sort");--> statement-breakpoint
CREATE INDEX "media_fid_style_sort_idx" ON "media" USING btree ("fid","style","sort");--> statement-breakpoint
CREATE INDEX "themes_fid_idx" ON "themes" USING btree ("fid","type");--> statement-breakpoint
CREATE INDEX "menus_fid_terminal_sort_idx" ON "menus" USING btree ("fid","terminal","sort");