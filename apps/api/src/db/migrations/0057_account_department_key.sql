-- ADR 083: an account's department is one of the service hall's departments of its unit. The users table sits below
-- the service hall (ADR 058), so its schema cannot name the departments table; the key is written here instead. A
-- department removed leaves its people without one rather than removing them.
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
