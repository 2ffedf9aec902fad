CREATE TABLE "inbox_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"creater_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"source_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_items_kind_check" CHECK ("inbox_items"."kind" in ('notice', 'message'))
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"uid" integer NOT NULL,
	"article_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_uid_article_id_pk" PRIMARY KEY("uid","article_id")
);
--> statement-breakpoint
CREATE TABLE "notice_configs" (
	"fid" integer PRIMARY KEY NOT NULL,
	"title" text DEFAULT '消息通知' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"page_size" smallint DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_mutes" (
	"uid" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "notice_mutes_uid_type_id_pk" PRIMARY KEY("uid","type_id")
);
--> statement-breakpoint
CREATE TABLE "notice_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_type_id_notice_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notice_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_configs" ADD CONSTRAINT "notice_configs_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mutes" ADD CONSTRAINT "notice_mutes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mutes" ADD CONSTRAINT "notice_mutes_type_id_notice_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notice_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_types" ADD CONSTRAINT "notice_types_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_items_uid_kind_sent_idx" ON "inbox_items" USING btree ("uid","kind","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_items_uid_sent_idx" ON "inbox_items" USING btree ("uid","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_items_unread_idx" ON "inbox_items" USING btree ("uid","kind","type_id") WHERE "inbox_items"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_items_type_idx" ON "inbox_items" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "inbox_items_fid_idx" ON "inbox_items" USING btree ("fid");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_source_idx" ON "inbox_items" USING btree ("fid","source_type","source_id");--> statement-breakpoint
CREATE INDEX "news_reads_article_idx" ON "news_reads" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "notice_mutes_type_idx" ON "notice_mutes" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "notice_types_fid_sort_idx" ON "notice_types" USING btree ("fid","sort","id");--> statement-breakpoint
-- ADR 018/030: the notice config and types are cached per unit and announce their changes; inboxes and reads are
-- per user and never cached.
CREATE TRIGGER notice_configs_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notice_configs
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER notice_types_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notice_types
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
