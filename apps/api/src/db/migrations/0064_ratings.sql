CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"application_id" integer NOT NULL,
	"service_id" integer,
	"dept_id" integer,
	"apply_no" text NOT NULL,
	"service_name" text NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	"rated_day" text NOT NULL,
	"due_day" text DEFAULT '' NOT NULL,
	"follow_up" text DEFAULT 'none' NOT NULL,
	"appeal" text DEFAULT 'none' NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"rectification" text DEFAULT '' NOT NULL,
	"rectified_day" text DEFAULT '' NOT NULL,
	"visit_day" text DEFAULT '' NOT NULL,
	"visit_way" text DEFAULT '' NOT NULL,
	"visit_answer" text DEFAULT '' NOT NULL,
	"visit_note" text DEFAULT '' NOT NULL,
	"appeal_reason" text DEFAULT '' NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "ratings_level_check" CHECK ("ratings"."level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_service_id_apps_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_application_idx" ON "ratings" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ratings_service_level_idx" ON "ratings" USING btree ("fid","service_id","level") WHERE not "ratings"."excluded";--> statement-breakpoint
CREATE INDEX "ratings_bad_due_idx" ON "ratings" USING btree ("fid","due_day","id") WHERE "ratings"."level" <= 2;--> statement-breakpoint
CREATE INDEX "ratings_bad_dept_due_idx" ON "ratings" USING btree ("fid","dept_id","due_day","id") WHERE "ratings"."level" <= 2;--> statement-breakpoint
CREATE INDEX "ratings_stats_idx" ON "ratings" USING btree ("fid","rated_day","service_id","dept_id","level","follow_up","excluded","due_day","rectified_day");--> statement-breakpoint
CREATE INDEX "ratings_uid_idx" ON "ratings" USING btree ("uid");