CREATE TABLE "application_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"supplement" text DEFAULT '' NOT NULL,
	"supplement_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "application_steps_status_check" CHECK ("application_steps"."status" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"source_system" text NOT NULL,
	"external_id" text NOT NULL,
	"apply_no" text NOT NULL,
	"service_name" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"phone_tail" text DEFAULT '' NOT NULL,
	"pc_url" text DEFAULT '' NOT NULL,
	"mobile_url" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_steps_application_idx" ON "application_steps" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_source_idx" ON "applications" USING btree ("fid","source_system","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_apply_no_idx" ON "applications" USING btree ("fid","apply_no");--> statement-breakpoint
CREATE INDEX "applications_owner_updated_idx" ON "applications" USING btree ("fid","uid","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_owner_status_idx" ON "applications" USING btree ("fid","uid","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_uid_idx" ON "applications" USING btree ("uid");