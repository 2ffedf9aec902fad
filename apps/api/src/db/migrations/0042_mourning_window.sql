ALTER TABLE "units" ADD COLUMN "mourning_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "mourning_until" timestamp with time zone;