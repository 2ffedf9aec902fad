CREATE TABLE "calendar_feeds" (
	"uid" integer PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"sort" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"period" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source_id" text
);
--> statement-breakpoint
CREATE TABLE "school_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"week_count" smallint NOT NULL,
	"source_id" text
);
--> statement-breakpoint
CREATE TABLE "timetable_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"term_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"teacher" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"weekday" smallint NOT NULL,
	"start_period" smallint NOT NULL,
	"end_period" smallint NOT NULL,
	"weeks" smallint[] NOT NULL,
	"source_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_members" (
	"uid" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "timetable_members_uid_course_id_pk" PRIMARY KEY("uid","course_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_periods" ADD CONSTRAINT "class_periods_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_calendar_events" ADD CONSTRAINT "school_calendar_events_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_courses" ADD CONSTRAINT "timetable_courses_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_courses" ADD CONSTRAINT "timetable_courses_term_id_school_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."school_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_members" ADD CONSTRAINT "timetable_members_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_members" ADD CONSTRAINT "timetable_members_course_id_timetable_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."timetable_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "class_periods_fid_sort_idx" ON "class_periods" USING btree ("fid","sort");--> statement-breakpoint
CREATE INDEX "schedule_items_uid_starts_idx" ON "schedule_items" USING btree ("uid","starts_at");--> statement-breakpoint
CREATE INDEX "school_calendar_events_fid_start_idx" ON "school_calendar_events" USING btree ("fid","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "school_calendar_events_fid_source_idx" ON "school_calendar_events" USING btree ("fid","source_id");--> statement-breakpoint
CREATE INDEX "school_terms_fid_start_idx" ON "school_terms" USING btree ("fid","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "school_terms_fid_source_idx" ON "school_terms" USING btree ("fid","source_id");--> statement-breakpoint
CREATE INDEX "timetable_courses_term_idx" ON "timetable_courses" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_courses_fid_source_idx" ON "timetable_courses" USING btree ("fid","source_id");--> statement-breakpoint
CREATE INDEX "timetable_members_course_idx" ON "timetable_members" USING btree ("course_id");--> statement-breakpoint
-- ADR 018: terms, the daily timetable and the school calendar are the same for every user of a unit and cached;
-- whoever writes them (seed, integration push, psql) announces it. Timetables and personal items are per user.
CREATE TRIGGER school_terms_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON school_terms
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();--> statement-breakpoint
CREATE TRIGGER class_periods_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON class_periods
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();--> statement-breakpoint
CREATE TRIGGER school_calendar_events_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON school_calendar_events
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
