ALTER TABLE "users" ADD COLUMN "department_id" integer;--> statement-breakpoint
CREATE INDEX "users_department_id_idx" ON "users" USING btree ("department_id");