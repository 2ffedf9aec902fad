CREATE TABLE "ai_search_configs" (
	"fid" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name" text DEFAULT '智能搜索' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"timeout_ms" integer DEFAULT 20000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_search_configs" ADD CONSTRAINT "ai_search_configs_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR 018: a changed AI search setting (switched off, a new model or key) clears every instance's cached copy.
CREATE TRIGGER ai_search_configs_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ai_search_configs
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
