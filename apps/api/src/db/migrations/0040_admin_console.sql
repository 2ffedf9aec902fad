CREATE TABLE "admin_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"fid" integer,
	"role" text NOT NULL,
	"department_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_grants_uid_idx" ON "admin_grants" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_role_check"
  CHECK ("role" IN ('platformAdmin', 'unitAdmin', 'editor', 'serviceAdmin', 'auditor'));--> statement-breakpoint
-- A platform grant covers every unit (fid null); any other names its unit.
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_platform_check"
  CHECK (("role" = 'platformAdmin') = ("fid" IS NULL));
