CREATE TABLE "appointment_feeds" (
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_feeds_fid_uid_pk" PRIMARY KEY("fid","uid")
);
--> statement-breakpoint
CREATE TABLE "appointment_place_services" (
	"place_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "appointment_place_services_place_id_app_id_pk" PRIMARY KEY("place_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text[] NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"cancel_hours" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_places_slot_check" CHECK ("appointment_places"."slot_minutes" between 5 and 240),
	CONSTRAINT "appointment_places_capacity_check" CHECK ("appointment_places"."capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"place_id" integer NOT NULL,
	"day" text NOT NULL,
	"start" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_place_id_day_start_pk" PRIMARY KEY("place_id","day","start"),
	CONSTRAINT "appointment_slots_taken_check" CHECK ("appointment_slots"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"app_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"booking_no" text NOT NULL,
	"day" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "appointment_feeds" ADD CONSTRAINT "appointment_feeds_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_feeds" ADD CONSTRAINT "appointment_feeds_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_place_services" ADD CONSTRAINT "appointment_place_services_place_id_appointment_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."appointment_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_place_services" ADD CONSTRAINT "appointment_place_services_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_places" ADD CONSTRAINT "appointment_places_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_place_id_appointment_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."appointment_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_place_id_appointment_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."appointment_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_feeds_token_idx" ON "appointment_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_feeds_uid_idx" ON "appointment_feeds" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "appointment_place_services_app_idx" ON "appointment_place_services" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "appointment_places_fid_idx" ON "appointment_places" USING btree ("fid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_booking_no_idx" ON "appointments" USING btree ("fid","booking_no");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_active_idx" ON "appointments" USING btree ("fid","uid","app_id") WHERE "appointments"."status" = 1;--> statement-breakpoint
CREATE INDEX "appointments_owner_idx" ON "appointments" USING btree ("fid","uid","day" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_place_day_idx" ON "appointments" USING btree ("place_id","day","start","id");--> statement-breakpoint
CREATE INDEX "appointments_uid_idx" ON "appointments" USING btree ("uid");