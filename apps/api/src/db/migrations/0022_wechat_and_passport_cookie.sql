CREATE TABLE "wechat_accounts" (
	"fid" integer NOT NULL,
	"app_id" text NOT NULL,
	"open_id" text NOT NULL,
	"uid" integer NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_accounts_fid_app_id_open_id_pk" PRIMARY KEY("fid","app_id","open_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_binds" (
	"bind_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"app_id" text NOT NULL,
	"open_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"redirect" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"redirect" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "wechat" jsonb;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "passport_cookie" jsonb;--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_binds" ADD CONSTRAINT "wechat_binds_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_states" ADD CONSTRAINT "wechat_states_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_accounts_uid_idx" ON "wechat_accounts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "wechat_binds_expires_at_idx" ON "wechat_binds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_states_expires_at_idx" ON "wechat_states" USING btree ("expires_at");