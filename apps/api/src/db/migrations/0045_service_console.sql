ALTER TABLE "apps" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "system_id" integer;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_system_id_apps_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_fid_attribute_listed_sort_idx" ON "apps" USING btree ("fid","attribute_type","listed","sort","id");--> statement-breakpoint
CREATE INDEX "apps_fid_name_pattern_idx" ON "apps" USING btree ("fid","name" text_pattern_ops);