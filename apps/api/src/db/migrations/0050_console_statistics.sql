CREATE TABLE "active_user_days" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"uid" integer NOT NULL,
	CONSTRAINT "active_user_days_fid_day_uid_pk" PRIMARY KEY("fid","day","uid")
);
--> statement-breakpoint
CREATE TABLE "app_day_clicks" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"app_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_day_clicks_fid_day_app_id_pk" PRIMARY KEY("fid","day","app_id"),
	CONSTRAINT "app_day_clicks_count_check" CHECK ("app_day_clicks"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_keyword_days" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_days_fid_day_keyword_pk" PRIMARY KEY("fid","day","keyword"),
	CONSTRAINT "search_keyword_days_count_check" CHECK ("search_keyword_days"."count" >= "search_keyword_days"."misses" and "search_keyword_days"."misses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_environment_days" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"environment" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_environment_days_fid_day_environment_pk" PRIMARY KEY("fid","day","environment"),
	CONSTRAINT "visit_environment_days_count_check" CHECK ("visit_environment_days"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_view_days" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"article_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_view_days_fid_day_article_id_pk" PRIMARY KEY("fid","day","article_id")
);
--> statement-breakpoint
DROP TABLE "search_misses" CASCADE;--> statement-breakpoint
ALTER TABLE "active_user_days" ADD CONSTRAINT "active_user_days_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_user_days" ADD CONSTRAINT "active_user_days_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_day_clicks" ADD CONSTRAINT "app_day_clicks_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_day_clicks" ADD CONSTRAINT "app_day_clicks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_days" ADD CONSTRAINT "search_keyword_days_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_environment_days" ADD CONSTRAINT "visit_environment_days_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_view_days" ADD CONSTRAINT "news_view_days_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_view_days" ADD CONSTRAINT "news_view_days_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "active_user_days_uid_idx" ON "active_user_days" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "app_day_clicks_app_idx" ON "app_day_clicks" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "news_view_days_article_idx" ON "news_view_days" USING btree ("article_id");