CREATE TABLE "cas_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "default_user_type" text DEFAULT 'STUDENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "cas_tickets" ADD CONSTRAINT "cas_tickets_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_tickets" ADD CONSTRAINT "cas_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cas_tickets_session_id_idx" ON "cas_tickets" USING btree ("session_id");--> statement-breakpoint
-- A store seeded before the development identity provider existed: the demo government unit's CAS server becomes
-- the dev IdP's default address (npm run dev:idp) and its residents' default user type CITIZEN (ADR 034). Only the
-- seeded placeholder is replaced; a configured server is left alone.
UPDATE "units" SET "login_path" = 'http://localhost:3100/cas/login', "default_user_type" = 'CITIZEN' WHERE "fid" = 200001 AND "login_path" = 'https://sso.demo-city.gov.cn/cas/login';
