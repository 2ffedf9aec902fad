CREATE TABLE "site_logos" (
	"id" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_logos" ADD CONSTRAINT "site_logos_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_logos_fid_idx" ON "site_logos" USING btree ("fid");