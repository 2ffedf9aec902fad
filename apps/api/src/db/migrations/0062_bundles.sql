CREATE TABLE "bundle_services" (
	"bundle_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_services_bundle_id_app_id_pk" PRIMARY KEY("bundle_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"material_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_services" ADD CONSTRAINT "bundle_services_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_services" ADD CONSTRAINT "bundle_services_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_services_bundle_sort_idx" ON "bundle_services" USING btree ("bundle_id","sort");--> statement-breakpoint
CREATE INDEX "bundle_services_app_idx" ON "bundle_services" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "bundles_fid_sort_idx" ON "bundles" USING btree ("fid","sort","id");