CREATE TABLE "news_article_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"uid" integer,
	"username" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'save' NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "news_articles_fid_category_published_idx";--> statement-breakpoint
DROP INDEX "news_articles_fid_published_idx";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_configs" ADD COLUMN "review_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article_versions" ADD CONSTRAINT "news_article_versions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_versions_article_idx" ON "news_article_versions" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "news_images_fid_idx" ON "news_images" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "news_articles_fid_category_shown_idx" ON "news_articles" USING btree ("fid","category_id","pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "news_articles_fid_shown_idx" ON "news_articles" USING btree ("fid","pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "news_articles_fid_updated_idx" ON "news_articles" USING btree ("fid","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_fid_state_updated_idx" ON "news_articles" USING btree ("fid","state","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_fid_category_updated_idx" ON "news_articles" USING btree ("fid","category_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_fid_title_idx" ON "news_articles" USING btree ("fid","title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "news_articles_scheduled_idx" ON "news_articles" USING btree ("published_at") WHERE state = 'scheduled';