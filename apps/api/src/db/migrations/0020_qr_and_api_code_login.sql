CREATE TABLE "qr_logins" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_login_settings" (
	"fid" integer PRIMARY KEY NOT NULL,
	"verify_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_login_codes" ADD CONSTRAINT "api_login_codes_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_login_settings" ADD CONSTRAINT "api_login_settings_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_logins_expires_at_idx" ON "qr_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "api_login_codes_created_at_idx" ON "api_login_codes" USING btree ("created_at");