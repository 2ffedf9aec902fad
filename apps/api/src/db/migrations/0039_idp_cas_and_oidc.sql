CREATE TABLE "idp_service_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"session_id" text NOT NULL,
	"uid" integer NOT NULL,
	"service" text NOT NULL,
	"from_new_login" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"fid" integer,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sso_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"service_url" text NOT NULL,
	"client_id" text,
	"client_secret" text,
	"redirect_uris" text[] DEFAULT '{}' NOT NULL,
	"backchannel_logout_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_service_tickets" ADD CONSTRAINT "idp_service_tickets_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_service_tickets" ADD CONSTRAINT "idp_service_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_services" ADD CONSTRAINT "sso_services_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_service_tickets_session_idx" ON "idp_service_tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_fid_model_idx" ON "oidc_payloads" USING btree ("fid","model");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_services_fid_url_idx" ON "sso_services" USING btree ("fid","service_url");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_services_client_id_idx" ON "sso_services" USING btree ("client_id");