CREATE TABLE "service_scenarios" (
	"fid" integer NOT NULL,
	"app_id" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_scenarios_fid_app_id_pk" PRIMARY KEY("fid","app_id")
);
--> statement-breakpoint
ALTER TABLE "service_scenarios" ADD CONSTRAINT "service_scenarios_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_scenarios" ADD CONSTRAINT "service_scenarios_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;