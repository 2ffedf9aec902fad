CREATE TABLE "app_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"app_id" integer NOT NULL,
	"uid" integer,
	"terminal_type" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_collects" (
	"uid" integer NOT NULL,
	"app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_guides" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"item_type" text NOT NULL,
	"impl_agency" text NOT NULL,
	"co_agencies" text[] DEFAULT '{}' NOT NULL,
	"audience_text" text NOT NULL,
	"handle_mode" text NOT NULL,
	"accept_condition" text NOT NULL,
	"set_basis" text NOT NULL,
	"materials" jsonb NOT NULL,
	"workflow" jsonb NOT NULL,
	"legal_end_time" integer NOT NULL,
	"promise_end_time" integer NOT NULL,
	"charge_standard" text NOT NULL,
	"charge_basis" text NOT NULL,
	"handle_place" text NOT NULL,
	"handle_time" text NOT NULL,
	"ask_phone" text NOT NULL,
	"supervise_phone" text NOT NULL,
	"faq" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_label_links" (
	"app_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "app_label_links_app_id_label_id_pk" PRIMARY KEY("app_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "app_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_recent_uses" (
	"uid" integer NOT NULL,
	"app_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"attribute_type" smallint NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"pc_url" text DEFAULT '' NOT NULL,
	"mobile_url" text DEFAULT '' NOT NULL,
	"dept_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"attribute_type" smallint NOT NULL,
	"resource" smallint DEFAULT 1 NOT NULL,
	"open_type" smallint DEFAULT 1 NOT NULL,
	"guide_status" smallint DEFAULT 0 NOT NULL,
	"audiences" text[] DEFAULT '{}' NOT NULL,
	"visitor_visible" boolean DEFAULT true NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_clicks" ADD CONSTRAINT "app_clicks_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_clicks" ADD CONSTRAINT "app_clicks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_clicks" ADD CONSTRAINT "app_clicks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_collects" ADD CONSTRAINT "app_collects_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_collects" ADD CONSTRAINT "app_collects_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_guides" ADD CONSTRAINT "app_guides_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_label_links" ADD CONSTRAINT "app_label_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_label_links" ADD CONSTRAINT "app_label_links_label_id_app_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."app_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_labels" ADD CONSTRAINT "app_labels_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_recent_uses" ADD CONSTRAINT "app_recent_uses_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_recent_uses" ADD CONSTRAINT "app_recent_uses_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_types" ADD CONSTRAINT "app_types_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_type_id_app_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."app_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_clicks_app_at_idx" ON "app_clicks" USING btree ("app_id","at");--> statement-breakpoint
CREATE INDEX "app_clicks_fid_at_idx" ON "app_clicks" USING btree ("fid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_collects_uid_app_idx" ON "app_collects" USING btree ("uid","app_id");--> statement-breakpoint
CREATE INDEX "app_collects_uid_created_idx" ON "app_collects" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "app_label_links_label_idx" ON "app_label_links" USING btree ("label_id","app_id");--> statement-breakpoint
CREATE INDEX "app_labels_fid_sort_idx" ON "app_labels" USING btree ("fid","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "app_recent_uses_uid_app_idx" ON "app_recent_uses" USING btree ("uid","app_id");--> statement-breakpoint
CREATE INDEX "app_recent_uses_uid_used_idx" ON "app_recent_uses" USING btree ("uid","used_at");--> statement-breakpoint
CREATE INDEX "app_types_fid_attribute_sort_idx" ON "app_types" USING btree ("fid","attribute_type","sort");--> statement-breakpoint
CREATE INDEX "apps_fid_attribute_sort_idx" ON "apps" USING btree ("fid","attribute_type","sort","id");--> statement-breakpoint
CREATE INDEX "apps_fid_type_sort_idx" ON "apps" USING btree ("fid","type_id","sort","id");--> statement-breakpoint
CREATE INDEX "apps_fid_dept_sort_idx" ON "apps" USING btree ("fid","dept_id","sort","id");--> statement-breakpoint
CREATE INDEX "apps_fid_attribute_hits_idx" ON "apps" USING btree ("fid","attribute_type","hits" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "departments_fid_sort_idx" ON "departments" USING btree ("fid","sort");