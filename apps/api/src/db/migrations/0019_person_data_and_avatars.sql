CREATE TABLE "person_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"asset_no" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"acquired_on" date NOT NULL,
	"status" text DEFAULT '在用' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_data_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"type_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"tile_sort" smallint DEFAULT 0 NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_data_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_profiles" (
	"uid" integer PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"org_name" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"class_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"enrolled_on" date,
	"phone" text DEFAULT '' NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"fid" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_assets" ADD CONSTRAINT "person_assets_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assets" ADD CONSTRAINT "person_assets_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_data_items" ADD CONSTRAINT "person_data_items_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_data_items" ADD CONSTRAINT "person_data_items_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_data_items" ADD CONSTRAINT "person_data_items_type_id_person_data_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."person_data_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_data_types" ADD CONSTRAINT "person_data_types_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_assets_fid_no_idx" ON "person_assets" USING btree ("fid","asset_no");--> statement-breakpoint
CREATE INDEX "person_assets_uid_idx" ON "person_assets" USING btree ("uid","acquired_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "person_data_items_uid_key_idx" ON "person_data_items" USING btree ("uid","item_key");--> statement-breakpoint
CREATE INDEX "person_data_items_type_idx" ON "person_data_items" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_data_types_fid_code_idx" ON "person_data_types" USING btree ("fid","code");--> statement-breakpoint
CREATE INDEX "user_avatars_uid_idx" ON "user_avatars" USING btree ("uid");