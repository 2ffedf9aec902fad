CREATE TABLE "app_click_days" (
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_click_days_fid_day_pk" PRIMARY KEY("fid","day"),
	CONSTRAINT "app_click_days_count_check" CHECK ("app_click_days"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app_click_days" ADD CONSTRAINT "app_click_days_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Clicks logged before the counters existed, counted once into them (days in Asia/Shanghai, as the code counts).
INSERT INTO "app_click_days" ("fid", "day", "count")
SELECT "fid", ("at" AT TIME ZONE 'Asia/Shanghai')::date, count(*) FROM "app_clicks" GROUP BY 1, 2;
