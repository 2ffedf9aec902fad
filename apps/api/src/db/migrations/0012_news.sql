CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 0 NOT NULL,
	"image_height" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_configs" (
	"fid" integer PRIMARY KEY NOT NULL,
	"title" text DEFAULT '新闻资讯' NOT NULL,
	"page_size" smallint DEFAULT 10 NOT NULL,
	"show_views" boolean DEFAULT true NOT NULL,
	"preview_size" smallint DEFAULT 6 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_subscriptions" (
	"uid" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_subscriptions_uid_category_id_pk" PRIMARY KEY("uid","category_id")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_configs" ADD CONSTRAINT "news_configs_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_subscriptions" ADD CONSTRAINT "news_subscriptions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_subscriptions" ADD CONSTRAINT "news_subscriptions_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_fid_category_published_idx" ON "news_articles" USING btree ("fid","category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_fid_published_idx" ON "news_articles" USING btree ("fid","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_category_idx" ON "news_articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_categories_fid_sort_idx" ON "news_categories" USING btree ("fid","sort","id");--> statement-breakpoint
CREATE INDEX "news_subscriptions_uid_sort_idx" ON "news_subscriptions" USING btree ("uid","sort");--> statement-breakpoint
CREATE INDEX "news_subscriptions_category_idx" ON "news_subscriptions" USING btree ("category_id");--> statement-breakpoint
-- ADR 018/029: what news pages read announces its changes; subscriptions are per user and never cached.
CREATE TRIGGER news_configs_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_configs
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER news_categories_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_categories
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER news_articles_announce_change AFTER INSERT OR DELETE OR TRUNCATE ON news_articles
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
-- A read only bumps `views`; any other column change is an editorial change.
CREATE TRIGGER news_articles_announce_update AFTER UPDATE ON news_articles FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION yizhan_announce_change();
