CREATE TABLE "integration_app_secrets" (
	"fid" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_nonces" (
	"fid" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_nonces_fid_nonce_pk" PRIMARY KEY("fid","nonce")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"relation" smallint NOT NULL,
	"tab" smallint NOT NULL,
	"status" smallint NOT NULL,
	"source_system" text NOT NULL,
	"external_id" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"pc_url" text DEFAULT '' NOT NULL,
	"mobile_url" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"inserted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_relation_check" CHECK ("tasks"."relation" in (1, 2, 3)),
	CONSTRAINT "tasks_tab_check" CHECK ("tasks"."tab" in (0, 1, 2, 3, 4)),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "source_system" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "integration_app_secrets" ADD CONSTRAINT "integration_app_secrets_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_nonces" ADD CONSTRAINT "integration_nonces_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_idx" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "integration_keys_fid_idx" ON "integration_keys" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "integration_nonces_expires_idx" ON "integration_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_source_idx" ON "tasks" USING btree ("fid","source_system","external_id","uid","relation");--> statement-breakpoint
CREATE INDEX "tasks_user_tab_updated_idx" ON "tasks" USING btree ("fid","uid","tab","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_todo_due_idx" ON "tasks" USING btree ("fid","uid","due_at","id") WHERE "tasks"."tab" = 1;--> statement-breakpoint
CREATE INDEX "tasks_uid_idx" ON "tasks" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_source_idx" ON "approvals" USING btree ("fid","source_system","external_id","uid","aprv_type");