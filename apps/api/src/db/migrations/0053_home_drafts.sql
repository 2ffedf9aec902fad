CREATE TABLE "banner_pictures" (
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
CREATE TABLE "home_drafts" (
	"fid" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"preview_token" text,
	"preview_until" timestamp with time zone,
	"published_version" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_pictures" ADD CONSTRAINT "banner_pictures_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_drafts" ADD CONSTRAINT "home_drafts_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_pictures_fid_idx" ON "banner_pictures" USING btree ("fid");