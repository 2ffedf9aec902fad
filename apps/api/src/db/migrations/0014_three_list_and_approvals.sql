CREATE TABLE "three_list_configs" (
	"fid" integer PRIMARY KEY NOT NULL,
	"title" text DEFAULT '三张清单' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visitor_visible" boolean DEFAULT true NOT NULL,
	"page_size" smallint DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "three_list_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"type_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"name" text NOT NULL,
	"width" smallint DEFAULT 0 NOT NULL,
	"headline" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "three_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"type_id" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_terms" text[] GENERATED ALWAYS AS (search_bigrams(search_text)) STORED,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "three_list_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"aprv_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"form_id" integer NOT NULL,
	"form_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"form_name" text NOT NULL,
	"sponsor" text NOT NULL,
	"uname" text DEFAULT '' NOT NULL,
	"page_link_url" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"inserted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "three_list_configs" ADD CONSTRAINT "three_list_configs_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_list_fields" ADD CONSTRAINT "three_list_fields_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_list_fields" ADD CONSTRAINT "three_list_fields_type_id_three_list_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."three_list_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_list_items" ADD CONSTRAINT "three_list_items_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_list_items" ADD CONSTRAINT "three_list_items_type_id_three_list_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."three_list_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_list_types" ADD CONSTRAINT "three_list_types_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "three_list_fields_fid_type_sort_idx" ON "three_list_fields" USING btree ("fid","type_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "three_list_fields_type_key_idx" ON "three_list_fields" USING btree ("type_id","field_key");--> statement-breakpoint
CREATE INDEX "three_list_items_fid_type_sort_idx" ON "three_list_items" USING btree ("fid","type_id","sort","id");--> statement-breakpoint
CREATE INDEX "three_list_items_search_terms_idx" ON "three_list_items" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "three_list_items_type_idx" ON "three_list_items" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "three_list_types_fid_sort_idx" ON "three_list_types" USING btree ("fid","sort","id");--> statement-breakpoint
CREATE INDEX "approvals_user_type_updated_idx" ON "approvals" USING btree ("fid","uid","aprv_type","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approvals_user_type_status_updated_idx" ON "approvals" USING btree ("fid","uid","aprv_type","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approvals_uid_idx" ON "approvals" USING btree ("uid");--> statement-breakpoint
-- ADR 018: what the three-list pages read announces its changes (the same for every viewer of a unit, cached);
-- approvals are per user and never cached.
CREATE TRIGGER three_list_configs_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON three_list_configs
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER three_list_types_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON three_list_types
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER three_list_fields_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON three_list_fields
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER three_list_items_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON three_list_items
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
