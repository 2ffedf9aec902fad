ALTER TABLE "menus" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "system_id" integer;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "sign_on" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "frame_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_system_id_apps_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_system_id_idx" ON "menus" USING btree ("system_id");